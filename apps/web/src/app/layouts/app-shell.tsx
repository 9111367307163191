import { Outlet } from 'react-router';
import { useRememberReadPage } from '../guards.tsx';
import { AccountStrip } from './account-area.tsx';
import { QuickAddSlot } from './quick-add-slot.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

export type LayoutMode = 'shown' | 'hidden';

/** Skip link, fixed top bar, the page in <main id="main">, footer; the shown mode also holds the quick-add slot. */
export function AppShell({ mode }: { mode: LayoutMode }) {
  const isShown = mode === 'shown';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only print:hidden rounded-xl bg-primary font-semibold text-white no-underline shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-5 focus:py-3"
      >
        본문 바로가기
      </a>
      {/* Print (the plan of /mytodo, or any page): the page alone, without the bars around it. */}
      <div className="print:hidden">
        <TopBar showAccount={isShown} />
      </div>
      {/*
        At least one screen tall: the footer starts below the first screen, so content that arrives late (a job's
        facts, lists) grows the page downwards instead of pushing a visible footer away (layout shift, ADR 013).
        svh, not dvh: the small viewport does not change while a phone's address bar slides away. The room for the
        fixed bar is this wrapper's, so the member's strip (narrow bars only) sits right under the bar.
      */}
      <div className="flex min-h-svh flex-1 flex-col pt-topbar print:min-h-0 print:pt-0">
        {isShown && <AccountStrip />}
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
      <div className="print:hidden">
        <SiteFooter reserveQuickAddSpace={isShown} />
        {isShown && <QuickAddSlot />}
      </div>
    </div>
  );
}

/** Home, jobs, recruitment, training, others, my to-dos, my page, help, footer pages and 404. */
export function ShownLayout() {
  // Where a member who opens /login or /signup by mistake is sent back to (guards.tsx).
  useRememberReadPage();
  return <AppShell mode="shown" />;
}

/** Login, sign-up, recovery and onboarding: the same bar without the login/profile area. */
export function HiddenLayout() {
  return <AppShell mode="hidden" />;
}
