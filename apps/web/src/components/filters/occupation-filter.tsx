import { PlainButton } from '../ui/plain-button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FilterSelect } from './filter-select.tsx';

/** The occupation names as a query gives them (the app loads them through the jobs feature). */
export type OccupationNamesState = {
  /** The 20 names in the server's order; undefined until loaded. */
  data: readonly string[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type OccupationFilterProps = {
  names: OccupationNamesState;
  /** An occupation name, or null for every occupation ("전체 직업"). */
  value: string | null;
  onChange: (job: string | null) => void;
  className?: string;
};

/** 직업 종류: "전체 직업" and the occupations; picking the chosen one again clears it. A failed list can be retried. */
export function OccupationFilter({ names, value, onChange, className }: OccupationFilterProps) {
  const loaded = names.data ?? [];
  // A job from the address that is not (yet) in the loaded list still shows as chosen.
  const jobs = value !== null && !loaded.includes(value) ? [value, ...loaded] : loaded;

  const status = names.isPending ? (
    <div className="flex justify-center px-4 py-4">
      <Spinner isLabelVisible label="직업 목록을 불러오는 중이에요" />
    </div>
  ) : names.isError ? (
    <div className="flex flex-col items-start gap-2 border-b border-line-soft px-4 py-3">
      <p className="text-base text-ink">직업 목록을 불러오지 못했어요.</p>
      <PlainButton variant="secondary" onClick={() => void names.refetch()} isPending={names.isFetching}>
        다시 불러오기
      </PlainButton>
    </div>
  ) : null;

  return (
    <FilterSelect
      label="직업 종류"
      clearLabel="전체 직업"
      options={jobs.map((name) => ({ id: name, label: name }))}
      value={value}
      onChange={onChange}
      status={status}
      description={
        names.isError ? '직업 목록을 불러오지 못했어요. 목록을 열어 다시 불러올 수 있어요.' : undefined
      }
      className={className}
    />
  );
}
