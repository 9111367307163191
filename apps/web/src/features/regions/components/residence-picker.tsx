import { groupRegionsByCity, type Region } from '@dasibom/contract';
import { cityOf, districtOf } from '@dasibom/contract/plain';
import { ArrowLeft, Check } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Key, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../components/ui/use-media-query.ts';
import { useRegions } from '../api/get-regions.ts';
import { fallbackRegionGroups } from '../fallback-regions.ts';

function firstKey(selection: Selection): Key | null {
  if (selection === 'all') return null;
  const [key] = selection;
  return key ?? null;
}

const optionClass = cx(
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-4 py-2 text-base text-ink',
  'data-hovered:bg-primary-soft data-focused:bg-primary-soft data-focus-visible:-outline-offset-3',
  'data-selected:bg-primary-tint data-selected:font-bold data-selected:text-primary-strong',
);

/** Side by side, each list scrolls on its own so the districts stay in view after picking a far-down city. */
// 27rem shows eight and a half rows, so the cut-off ninth row tells the reader the list goes on.
const wideListClass = 'flex max-h-[min(27rem,55dvh)] flex-col gap-1 overflow-y-auto';
const narrowListClass = 'flex flex-col gap-1';

function OptionContent({ label, isSelected }: { label: string; isSelected: boolean }) {
  return (
    <>
      <span className="min-w-0 flex-1">{label}</span>
      {/* Selection is shown by the check mark too, not by colour alone. */}
      {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />}
    </>
  );
}

/** The server's regions by city, or the main cities when they cannot be read (null while loading). */
function useRegionGroups() {
  const regions = useRegions();
  const isFallback = regions.isError || (regions.isSuccess && regions.data.length === 0);
  const groups = useMemo(() => {
    if (regions.data && regions.data.length > 0) return groupRegionsByCity(regions.data);
    return isFallback ? fallbackRegionGroups() : null;
  }, [regions.data, isFallback]);
  return { groups, isFallback };
}

type DistrictListProps = {
  group: { city: string; districts: Region[] };
  selectedCode: number | undefined;
  onSelectionChange: (selection: Selection) => void;
  labelledBy: string;
  className: string;
};

function DistrictList({ group, selectedCode, onSelectionChange, labelledBy, className }: DistrictListProps) {
  return (
    <ListBox
      key={group.city}
      aria-labelledby={labelledBy}
      selectionMode="single"
      shouldSelectOnPressUp
      selectedKeys={selectedCode !== undefined ? [selectedCode] : []}
      onSelectionChange={onSelectionChange}
      items={group.districts.map((district) => ({ ...district, id: district.regionCode }))}
      className={className}
    >
      {(district) => {
        const label = districtOf(district.regionName) || district.regionName;
        return (
          <ListBoxItem id={district.regionCode} textValue={label} className={optionClass}>
            {({ isSelected }) => <OptionContent label={label} isSelected={isSelected} />}
          </ListBoxItem>
        );
      }}
    </ListBox>
  );
}

type PickerBodyProps = {
  value?: Region | null;
  onPick: (region: Region) => void;
};

function PickerBody({ value, onPick }: PickerBodyProps) {
  const { groups, isFallback } = useRegionGroups();
  // Phones (< 480 px): one list at a time, the district list replaces the city list.
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const listClass = isNarrow ? narrowListClass : wideListClass;
  const headingId = useId();
  const backButtonRef = useRef<HTMLButtonElement>(null);

  const [city, setCity] = useState<string | null>(value ? cityOf(value.regionName) : null);
  const [step, setStep] = useState<'city' | 'district'>('city');
  // On phones the list that was just used disappears: focus goes to the first thing of what replaced it (the back
  // button, or the chosen city when coming back; ListBox's autoFocus waits for its items and picks the selected one).
  const [shouldFocusBack, setShouldFocusBack] = useState(false);
  const [cameBackToCities, setCameBackToCities] = useState(false);

  useEffect(() => {
    if (!shouldFocusBack) return;
    backButtonRef.current?.focus();
    setShouldFocusBack(false);
  }, [shouldFocusBack]);

  if (!groups) {
    return (
      <div className="flex justify-center py-10">
        <Spinner isLabelVisible label="지역 목록을 불러오는 중이에요" />
      </div>
    );
  }

  const selectedGroup = groups.find((group) => group.city === city) ?? null;
  const showCities = !isNarrow || step === 'city';
  const showDistricts = !isNarrow || step === 'district';
  const selectedCode = value?.regionCode;

  const chooseCity = (selection: Selection) => {
    // Pressing the already chosen city clears the selection in react-aria: treat it as choosing it again.
    const key = firstKey(selection) ?? city;
    if (key == null) return;
    setCity(String(key));
    setStep('district');
    if (isNarrow) setShouldFocusBack(true);
  };

  const chooseDistrict = (selection: Selection) => {
    const key = firstKey(selection) ?? selectedCode;
    const region = selectedGroup?.districts.find((district) => district.regionCode === key);
    if (region) onPick(region);
  };

  const backToCities = () => {
    setStep('city');
    setCameBackToCities(true);
  };

  return (
    <div className="flex flex-col gap-4">
      {isFallback && (
        <p role="status" className="rounded-xl bg-warning-tint px-4 py-3 text-base text-ink">
          지역 목록을 불러오지 못해 주요 도시만 보여드려요.
        </p>
      )}
      <div className={cx('grid gap-6', !isNarrow && 'grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
        {showCities && (
          <section aria-labelledby={`${headingId}-city`} className="flex min-w-0 flex-col gap-2">
            <h3 id={`${headingId}-city`} className="text-lg font-bold text-ink">
              시·도
            </h3>
            <ListBox
              autoFocus={cameBackToCities}
              aria-labelledby={`${headingId}-city`}
              selectionMode="single"
              // Select on release: selecting on press would swap the lists under the pointer before mousedown's own
              // focus move lands (focus ended on the dialog), and touch users can still slide off to cancel.
              shouldSelectOnPressUp
              selectedKeys={city ? [city] : []}
              onSelectionChange={chooseCity}
              items={groups.map((group) => ({ id: group.city }))}
              className={listClass}
            >
              {(item) => (
                <ListBoxItem id={item.id} textValue={item.id} className={optionClass}>
                  {({ isSelected }) => <OptionContent label={item.id} isSelected={isSelected} />}
                </ListBoxItem>
              )}
            </ListBox>
          </section>
        )}

        {showDistricts && (
          <section aria-labelledby={`${headingId}-district`} className="flex min-w-0 flex-col gap-2">
            {isNarrow && (
              <Button
                ref={backButtonRef}
                variant="ghost"
                onPress={backToCities}
                icon={<ArrowLeft aria-hidden="true" className="size-5" />}
                className="self-start text-start"
              >
                시·도 다시 고르기
              </Button>
            )}
            <h3 id={`${headingId}-district`} className="text-lg font-bold text-ink">
              {selectedGroup ? `${selectedGroup.city} 시·군·구` : '시·군·구'}
            </h3>
            {selectedGroup ? (
              <DistrictList
                group={selectedGroup}
                selectedCode={selectedCode}
                onSelectionChange={chooseDistrict}
                labelledBy={`${headingId}-district`}
                className={listClass}
              />
            ) : (
              <p className="rounded-xl bg-primary-soft px-4 py-6 text-base text-ink-muted">
                먼저 시·도를 골라 주세요.
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

export type ResidencePickerProps = {
  isOpen: boolean;
  /** Called whenever the picker closes, with or without a choice. */
  onClose: () => void;
  /** Called with the chosen region ("서울 강남구", 101010) just before the picker closes. */
  onSelect: (region: Region) => void;
  /** The current region, pre-selected. */
  value?: Region | null;
};

/**
 * The residence picker (accounts spec §2): cities/provinces on the left, their districts on the right (one list at
 * a time on phones). Picking a district returns `{ regionName, regionCode }` and closes; closing returns nothing.
 */
export function ResidencePicker({ isOpen, onClose, onSelect, value }: ResidencePickerProps) {
  return (
    <Modal
      title="거주지 선택"
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {/* Mounted only while open, so every opening starts from the current value. */}
      <PickerBody
        value={value}
        onPick={(region) => {
          onSelect({ regionName: region.regionName, regionCode: region.regionCode });
          onClose();
        }}
      />
    </Modal>
  );
}

export { ResidenceButton, type ResidenceButtonProps } from './residence-button.tsx';
