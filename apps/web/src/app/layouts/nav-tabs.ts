/** The top bar's four main menu tabs (spec: Top bar). */
export type NavTab = {
  id: 'jobs' | 'training' | 'recruit' | 'mytodo';
  label: string;
  href: string;
};

export const NAV_TABS: readonly NavTab[] = [
  { id: 'jobs', label: '직업 정보', href: '/jobfound' },
  { id: 'training', label: '교육 정보', href: '/learning' },
  { id: 'recruit', label: '채용 정보', href: '/jobsearch' },
  { id: 'mytodo', label: '나의 할일', href: '/mytodo' },
];

/**
 * Which tab is current for a path. 직업 정보 covers every path starting `/job` (the list, `/jobinfo/…`,
 * `/jobrecommend`) except `/jobsearch`, and everything under `/others` (others' lists start from a job).
 */
export function isTabActive(tab: NavTab | NavTab['id'], pathname: string): boolean {
  const id = typeof tab === 'string' ? tab : tab.id;
  switch (id) {
    case 'jobs':
      return (
        (pathname.startsWith('/job') && !pathname.startsWith('/jobsearch')) || pathname.startsWith('/others')
      );
    case 'training':
      return pathname.startsWith('/learning');
    case 'recruit':
      return pathname.startsWith('/jobsearch');
    case 'mytodo':
      return pathname.startsWith('/mytodo');
  }
}
