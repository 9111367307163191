/** "8개 중 3개 완료". */
export function progressText(total: number, done: number): string {
  return `${total}개 중 ${done}개 완료`;
}

/** The group's progress line and bar (PRODUCT.md: a progress line per job). */
export function TodoProgress({ total, done }: { total: number; done: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const text = progressText(total, done);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-lg font-semibold text-ink">
        <span>{text}</span>
        <span className="text-base font-medium text-ink-muted">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label="할일 진행률"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-4 w-full overflow-hidden rounded-full border border-line bg-line-soft"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
