import { cityOf, districtOf } from '@dasibom/contract/plain';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton, Heading, ListBoxItem, type Selection } from 'react-aria-components';
import { cx } from '../ui/cx.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { FilterFieldList } from './filter-field.tsx';
import {
  FilterListBox,
  FilterOptionContent,
  FilterPopover,
  filterOptionClass,
  firstKey,
} from './filter-parts.tsx';
import type { RegionFilterGroup } from './region-filter.tsx';

const ALL_KEY = '__region-all__';

export type RegionFilterListProps = {
  /** The field it opens from; a choice (null = everywhere) is committed there, which closes the list. */
  field: FilterFieldList;
  /** null while the region list loads. */
  groups: readonly RegionFilterGroup[] | null;
  isFallback: boolean;
  value: string | null;
  allLabel: string;
};

/**
 * RegionFilter's open list (React Aria), loaded on first use. It mounts at each opening, so it starts where the
 * current choice is: its city's districts, or the cities.
 */
export function RegionFilterList({ field, groups, isFallback, value, allLabel }: RegionFilterListProps) {
  const { commit } = field;
  const districtHeadingId = useId();
  const chosenCity = value ? cityOf(value) : null;
  const [browsedCity, setBrowsedCity] = useState<string | null>(chosenCity);
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

  const group = browsedCity ? (groups?.find((g) => g.city === browsedCity) ?? null) : null;

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
    <FilterPopover field={field}>
      {groups === null ? (
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
      )}
    </FilterPopover>
  );
}
