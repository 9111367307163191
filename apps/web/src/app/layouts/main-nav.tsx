import { Link, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { isTabActive, NAV_TABS } from './nav-tabs.ts';

type MainNavProps = {
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
  className?: string;
};

/**
 * 주 메뉴: 직업 정보 / 교육 정보 / 채용 정보 / 나의 할일. The current tab has aria-current="page", bold text and an
 * underline bar (bar) or a side bar and check text (menu) — never colour alone.
 */
export function MainNav({ variant, onNavigate, className }: MainNavProps) {
  const { pathname } = useLocation();
  const isBar = variant === 'bar';

  return (
    <nav aria-label="주 메뉴" className={className}>
      <ul className={isBar ? 'flex h-full items-stretch gap-1' : 'flex flex-col gap-1'}>
        {NAV_TABS.map((tab) => {
          const isActive = isTabActive(tab, pathname);
          return (
            <li key={tab.id} className={isBar ? 'flex' : ''}>
              <Link
                to={tab.href}
                onClick={onNavigate}
                aria-current={isActive ? 'page' : undefined}
                className={
                  isBar
                    ? cx(
                        'relative flex min-h-11 items-center whitespace-nowrap px-3 text-lg no-underline',
                        'after:absolute after:inset-x-2 after:bottom-0 after:h-1 after:rounded-t-full',
                        isActive
                          ? 'font-bold text-primary after:bg-primary'
                          : 'font-medium text-ink hover:text-primary hover:after:bg-line-soft',
                      )
                    : cx(
                        'flex min-h-12 items-center rounded-xl border-l-4 px-4 text-lg no-underline',
                        isActive
                          ? 'border-primary bg-primary-tint font-bold text-primary-strong'
                          : 'border-transparent font-medium text-ink hover:bg-primary-soft',
                      )
                }
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
