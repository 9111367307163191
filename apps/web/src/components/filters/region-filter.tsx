import { cityOf, districtOf } from '@dasibom/contract/plain';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton, Heading, ListBoxItem, type Selection } from 'react-aria-components';
import { cx } from '../ui/cx.ts';
import { Spinner } from '../ui/spinner.tsx';
import {
  FilterField,
  FilterListBox,
  FilterOptionContent,
  filterOptionClass,
  firstKey,
} from './filter-parts.tsx';

/** A city and its districts ("서울 강남구"), in display order: the contract's `groupRegionsByCity` shape. */
export type RegionFilterGroup = { city: string; districts: readonly { regionName: string }[] };

/** The regions to choose from, as the app loads them through the regions feature. */
export type RegionOptions = {
  /** null while the region list loads. */
  groups: readonly RegionFilterGroup[] | null;
  /** The region list could not be loaded and `groups` are the built-in main cities. */
  isFallback: boolean;
};

export type RegionFilterProps = {
  regions: RegionOptions;
  label?: string;
  /** "서울" (the whole city), "서울 강남구", or null (everywhere). */
  value: string | null;
  /** The new value, or null for everywhere — also when the chosen district (or "{city} 전체") is picked again. */
  onChange: (value: string | null) => void;
  /** The first city option and the field's text without a choice: no location filter. */
  allLabel?: string;
  description?: ReactNode;
  className?: string;
};

const ALL_KEY = '__region-all__';

/** How a location value reads: a bare city is "서울 전체". */
export function regionFilterLabel(value: string): string {
  return districtOf(value) === '' ? `${value} 전체` : value;
}

/**
 * The two-level residence filter (spec §4). Picking a city keeps the list open and switches it to that city's
 * districts, "{city} 전체" first, with "시·도 다시 고르기" back to the cities (focus returns to the city just left).
 * Each opening starts where the current choice is: its city's districts, or the cities. Picking the chosen value
 * again clears it; Escape closes without touching it.
 */
export function RegionFilter({
  regions: { groups, isFallback },
  label = '거주지',
  value,
  onChange,
  allLabel = '전국',
  description,
  className,
}: RegionFilterProps) {
  const districtHeadingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [browsedCity, setBrowsedCity] = useState<string | null>(null);
  // The city whose districts were just left with "시·도 다시 고르기": focus returns to it, not to the list's top.
  const [leftCity, setLeftCity] = useState<string | null>(null);
  const cityListRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (leftCity === null || browsedCity !== null) return;
    // The list's options appear a frame after the list itself.
    const frame = requestAnimationFrame(() => {
      cityListRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(leftCity)}"]`)?.focus();
      setLeftCity(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [leftCity, browsedCity]);

  const chosenCity = value ? cityOf(value) : null;
  const group = browsedCity ? (groups?.find((g) => g.city === browsedCity) ?? null) : null;

  const openChange = (next: boolean) => {
    if (next) {
      setBrowsedCity(chosenCity);
      setLeftCity(null);
    }
    setIsOpen(next);
  };

  const commit = (next: string | null) => {
    // The first option picked while nothing is chosen changes nothing: no new address, no new request.
    if (next !== value) onChange(next);
    setIsOpen(false);
  };

  const chooseCity = (selection: Selection) => {
    // Pressing the chosen city empties the selection: that still means "show this city's districts".
    const key = firstKey(selection) ?? chosenCity ?? ALL_KEY;
    if (key === ALL_KEY) commit(null);
    else setBrowsedCity(String(key));
  };

  const goBack = (city: string) => {
    setLeftCity(city);
    setBrowsedCity(null);
  };

  const cityItems = [
    { id: ALL_KEY, label: allLabel, isCity: false },
    ...(groups ?? []).map((g) => ({ id: g.city, label: g.city, isCity: true })),
  ];

  return (
    <FilterField
      label={label}
      valueText={value ? regionFilterLabel(value) : allLabel}
      description={description}
      isOpen={isOpen}
      onOpenChange={openChange}
      className={className}
    >
      {() =>
        groups === null ? (
          <div className="flex justify-center px-4 py-8">
            <Spinner isLabelVisible label="지역 목록을 불러오는 중이에요" />
          </div>
        ) : group ? (
          <>
            <div className="flex flex-col gap-1 border-b border-line-soft p-1">
              <AriaButton
                onPress={() => goBack(group.city)}
                className={cx(filterOptionClass, 'min-h-12 font-semibold text-primary')}
              >
                <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
                시·도 다시 고르기
              </AriaButton>
              <Heading id={districtHeadingId} level={3} className="px-4 pt-1 text-base font-bold text-ink">
                {group.city} 시·군·구
              </Heading>
            </div>
            <FilterListBox
              key={group.city}
              aria-labelledby={districtHeadingId}
              selectedKeys={value && chosenCity === group.city ? [value] : []}
              onSelectionChange={(selection) => {
                const key = firstKey(selection);
                commit(key === null ? null : String(key));
              }}
              items={[
                { id: group.city, label: `${group.city} 전체` },
                ...group.districts.map(({ regionName }) => ({
                  id: regionName,
                  label: districtOf(regionName) || regionName,
                })),
              ]}
            />
          </>
        ) : (
          <>
            {isFallback && (
              <p role="status" className="bg-warning-tint px-4 py-3 text-base text-ink">
                지역 목록을 불러오지 못해 주요 도시만 보여드려요.
              </p>
            )}
            <FilterListBox
              ref={cityListRef}
              aria-label="시·도"
              // After "시·도 다시 고르기" the effect above focuses the city just left instead.
              autoFocus={leftCity === null ? 'first' : false}
              selectedKeys={[chosenCity ?? ALL_KEY]}
              onSelectionChange={chooseCity}
              items={cityItems}
            >
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  // Says that this option opens a list rather than choosing at once.
                  aria-description={item.isCity ? '시·군·구 고르기' : undefined}
                  className={filterOptionClass}
                >
                  {({ isSelected }) => (
                    <>
                      <FilterOptionContent label={item.label} isSelected={isSelected} />
                      {item.isCity && (
                        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                      )}
                    </>
                  )}
                </ListBoxItem>
              )}
            </FilterListBox>
          </>
        )
      }
    </FilterField>
  );
}
