import { Bookmark, ListChecks } from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx.ts';

const MENU = [
  { label: '할일 목록', href: '/mytodo/list', section: '/mytodo/list', Icon: ListChecks },
  { label: '스크랩', href: '/mytodo/scrap/job', section: '/mytodo/scrap', Icon: Bookmark },
] as const;

/**
 * The own to-do area (spec: /mytodo): the menu 할일 목록 / 스크랩 on the left on wide screens, a row of the same
 * links above the page on phones; the page beside or under it. Loaded with the first /mytodo page (router.tsx).
 */
export function MyTodoLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 min-[30rem]:px-6 min-[56rem]:flex-row min-[56rem]:gap-10">
      <nav aria-label="나의 할일 메뉴" className="min-[56rem]:w-52 min-[56rem]:shrink-0">
        <ul className="flex gap-2 border-b-2 border-line-soft pb-2 min-[56rem]:flex-col min-[56rem]:border-b-0 min-[56rem]:pb-0">
          {MENU.map(({ label, href, section, Icon }) => {
            const isCurrent = pathname.toLowerCase().startsWith(section);
            return (
              <li key={href} className="flex-1 min-[56rem]:flex-none">
                <NavLink
                  to={href}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cx(
                    'flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 py-2 text-lg font-semibold no-underline min-[56rem]:justify-start',
                    isCurrent
                      ? 'bg-primary text-white'
                      : 'text-ink hover:bg-primary-tint hover:text-primary-strong',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
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
