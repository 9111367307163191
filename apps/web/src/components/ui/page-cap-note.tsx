import { pageCapNote } from '../../lib/list-page-cap.ts';

/**
 * Under a list's pages, why they end before the results do (recruit and training lists, LIMITS.listMaxPages). Its own
 * component, not part of the shared results body: that body is in the first load of every list page (ADR 012), and
 * only these two lists can reach the bound.
 */
export function PageCapNote({
  total,
  pageSize,
  capped = false,
}: {
  total: number;
  pageSize: number;
  /** The server stopped counting at `total` (free-text search). */
  capped?: boolean;
}) {
  const note = pageCapNote(total, pageSize, capped);
  return note ? <p className="text-center text-base text-ink-muted">{note}</p> : null;
}
