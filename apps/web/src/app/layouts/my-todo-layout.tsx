import { Bookmark, CalendarDays, ListChecks } from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx.ts';

const MENU = [
  { label: '할일 목록', href: '/mytodo/list', section: '/mytodo/list', Icon: ListChecks, keepsJob: true },
  {
    label: '시간표',
    href: '/mytodo/timeline',
    section: '/mytodo/timeline',
    Icon: CalendarDays,
    keepsJob: true,
  },
  { label: '스크랩', href: '/mytodo/scrap/job', section: '/mytodo/scrap', Icon: Bookmark, keepsJob: false },
] as const;

/**
 * The job shown on the list or the timeline (`?group=12`, the timeline's `all` too), carried to the other: the same
 * job one tab further. The list has no 모든 직업, so it gets only a group id.
 */
export function menuHref(href: string, search: string, keepsJob: boolean): string {
  if (!keepsJob) return href;
  const group = new URLSearchParams(search).get('group');
  if (group === null || !/^(\d{1,9}|all)$/.test(group)) return href;
  if (group === 'all' && href === '/mytodo/list') return href;
  return `${href}?group=${group}`;
}

/**
 * The own to-do area (spec: /mytodo): the menu 할일 목록 / 시간표 / 스크랩 on the left on wide screens, a row of the
 * same links above the page on phones; the page beside or under it. Loaded with the first /mytodo page (router.tsx).
 * In print only the page is printed (its printable plan).
 */
export function MyTodoLayout() {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 min-[30rem]:px-6 min-[56rem]:flex-row min-[56rem]:gap-10 print:max-w-none print:p-0">
      <nav
        aria-label="나의 할일 메뉴"
        className="@container min-[56rem]:w-52 min-[56rem]:shrink-0 print:hidden"
      >
        <ul className="flex flex-wrap gap-2 border-b-2 border-line-soft pb-2 min-[56rem]:flex-col min-[56rem]:flex-nowrap min-[56rem]:border-b-0 min-[56rem]:pb-0">
          {MENU.map(({ label, href, section, Icon, keepsJob }) => {
            const isCurrent = pathname.toLowerCase().startsWith(section);
            return (
              <li key={href} className="flex-1 min-[56rem]:flex-none">
                <NavLink
                  to={menuHref(href, search, keepsJob)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cx(
                    'flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 py-2 text-lg font-semibold whitespace-nowrap no-underline min-[56rem]:justify-start min-[56rem]:px-4 max-[56rem]:@max-[20rem]:px-2 max-[56rem]:@max-[20rem]:text-base',
                    isCurrent
                      ? 'bg-primary text-white'
                      : 'text-ink hover:bg-primary-tint hover:text-primary-strong',
                  )}
                >
                  {/* Large text on a phone: the words alone, a size smaller, so the three fit on one row. */}
                  <Icon aria-hidden="true" className="size-5 shrink-0 max-[56rem]:@max-[20rem]:hidden" />
                  {label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}

export default MyTodoLayout;
