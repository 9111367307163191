import { BookOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { AccountArea } from './account-area.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ReadAloudButton } from './read-aloud-button.tsx';
import { TextSizeControl } from './text-size-control.tsx';
import { TextSizeMenu } from './text-size-menu.tsx';

type TopBarProps = {
  /** Shown mode: 로그인 button or the member's profile. Hidden mode (login, sign-up, recovery, onboarding): none. */
  showAccount: boolean;
};

/*
 * The bar reflows by its own width measured in rem, through a container query. Container-query rem follows the root
 * font size, so at 크게 / 아주 크게 the bar switches to the compact form earlier — what fits at 100 % at 1024 px
 * needs 1536 px at 150 %. (Media queries would not do this: their rem is always 16 px.)
 *   < 44rem        logo · 글자 크기 · (login, or avatar + nickname) · 메뉴   (the 메뉴 dialog holds everything;
 *                  a member's avatar and nickname sit in AccountStrip under the bar below 29.5rem)
 *   44rem – 68rem  logo · tabs · 글자 크기 · (login, or avatar) · 메뉴
 *   ≥ 68rem        logo · tabs · 사용설명서 · 보통/크게/아주 크게 · login   (everything on one row)
 * The text size is in the bar at every width and size (PRODUCT.md 2, issue 14); below 68rem as the 글자 크기 button
 * whose panel holds the same three choices. What gives way for it, each only while it does not fit: the account
 * (below 22.5rem — a member's below 29.5rem, into AccountStrip — and at 44–48.5rem beside the tabs), the ☰ and ⌄
 * icons (below 33rem, and at 44–52rem), the wordmark (below 17rem: 320 px at 125 %, 390 px at 150 %; the sprout mark and the link's name stay), and the gaps
 * (0.375rem below 13rem: 320 px at 150 %).
 * Measured in rem (the same at every size): logo 6.9 (mark 2.25), tabs 25, 사용설명서 7.3, segments 13.1, 글자 크기
 * 5.2, 메뉴 3.3, login 4.8, avatar 3, avatar with an eight-syllable nickname 12, icon 1.5–1.75. The full row needs
 * 67.7rem with that nickname; the middle one 48.2 with login; the narrow one 11.5 at the least, 21.7 with login,
 * 28.8 with the nickname. Should a font run wider, the button's two words stack rather than push anything off.
 */
export function TopBar({ showAccount }: TopBarProps) {
  const { pathname } = useLocation();
  const isHelp = pathname.startsWith('/help');

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-topbar border-b border-line-soft bg-white">
      <div className="@container mx-auto h-full w-full max-w-6xl px-3 min-[30rem]:px-5">
        <div className="flex h-full items-center gap-1.5 @min-[13rem]:gap-2 @min-[44rem]:gap-4">
          <Logo wordmarkClassName="hidden @min-[17rem]:inline" />
          <MainNav variant="bar" className="hidden h-full @min-[44rem]:block" />
          <div className="ml-auto flex min-w-0 items-center gap-1.5 @min-[13rem]:gap-2 @min-[68rem]:gap-3">
            <Link
              to="/help"
              aria-current={isHelp ? 'page' : undefined}
              className={cx(
                'hidden min-h-11 items-center gap-1.5 whitespace-nowrap rounded-xl px-2 text-base no-underline hover:bg-primary-soft @min-[68rem]:inline-flex',
                isHelp ? 'font-bold text-primary underline underline-offset-4' : 'font-medium text-ink',
              )}
            >
              <BookOpen aria-hidden="true" className="size-5 shrink-0 text-primary" />
              사용설명서
            </Link>
            <ReadAloudButton />
            <TextSizeControl className="hidden @min-[68rem]:flex" />
            <TextSizeMenu className="@min-[68rem]:hidden" />
            {showAccount && (
              // `contents`: the link itself is the row's item, so a member's (shown from 29.5rem, AccountStrip below)
              // leaves no gap where it is hidden.
              <div className="hidden @min-[22.5rem]:@max-[44rem]:contents @min-[48.5rem]:contents">
                <AccountArea />
              </div>
            )}
            <MobileMenu showAccount={showAccount} className="@min-[68rem]:hidden" />
          </div>
        </div>
      </div>
    </header>
  );
}
