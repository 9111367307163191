import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';
import { useSessionStore } from '../../stores/session-store.ts';

export const DEFAULT_PROFILE_IMAGE = '/images/profile-default.svg';

/** A profile picture that falls back to the neutral silhouette when missing or broken. Decorative (alt ""). */
export function ProfileImage({ src, className }: { src: string | null | undefined; className?: string }) {
  return (
    <img
      src={src || DEFAULT_PROFILE_IMAGE}
      alt=""
      className={className}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(DEFAULT_PROFILE_IMAGE)) img.src = DEFAULT_PROFILE_IMAGE;
      }}
    />
  );
}

type AccountAreaProps = {
  /** Called after a link is followed (closes the phone menu). */
  onNavigate?: () => void;
  /** `menu`: full-width rows inside the phone menu; `strip`: the name always beside the avatar (AccountStrip). */
  variant?: 'bar' | 'menu' | 'strip';
};

/** Visitor: 로그인 button. Member: profile image and "{nickname}님", linking to /mypage. */
export function AccountArea({ onNavigate, variant = 'bar' }: AccountAreaProps) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const nickname = useSessionStore((state) => state.user?.nickname ?? state.nickname);
  const userImage = useSessionStore((state) => state.user?.userImage);
  const isMenu = variant === 'menu';

  if (!isLoggedIn) {
    return (
      <Link
        to="/login"
        onClick={onNavigate}
        className={cx(
          'inline-flex min-h-11 shrink-0 items-center justify-center whitespace-nowrap rounded-xl bg-primary px-4 font-semibold text-white no-underline hover:bg-primary-strong',
          isMenu ? 'w-full text-lg' : 'text-base',
        )}
      >
        로그인
      </Link>
    );
  }

  const name = nickname ? `${nickname}님` : '내 정보';
  return (
    <Link
      to="/mypage"
      onClick={onNavigate}
      aria-label={`${name} 마이페이지`}
      className={cx(
        'min-h-11 items-center gap-2 rounded-xl font-semibold text-ink no-underline hover:bg-primary-soft',
        isMenu
          ? 'flex w-full min-w-11 shrink-0 border border-line-soft px-3 py-2 text-lg'
          : variant === 'strip'
            ? 'flex px-1 text-base'
            : // In the bar from 29.5rem (AccountStrip below): from nothing up to what it needs (basis 0, grow), never
              // below the avatar, so a long nickname is cut before 글자 크기 has to stack its two words.
              'hidden min-w-12 grow basis-0 px-1 text-base @min-[29.5rem]:flex',
      )}
    >
      <ProfileImage
        src={userImage}
        className="size-10 shrink-0 rounded-full border border-line-soft object-cover"
      />
      {isMenu ? (
        <span className="flex min-w-0 flex-col">
          <span className="font-bold">{name}</span>
          <span className="text-base font-normal text-ink-muted">마이페이지</span>
        </span>
      ) : (
        // A long nickname is cut with an ellipsis but keeps its 님 ("봄날햇…님"); the link's name has it whole.
        <span
          data-account-name
          className={cx(
            'min-w-0 max-w-[9em]',
            variant === 'strip' ? 'flex' : 'hidden @min-[29.5rem]:@max-[44rem]:flex @min-[66rem]:flex',
          )}
        >
          <span className="truncate">{nickname ?? name}</span>
          {nickname && '님'}
        </span>
      )}
    </Link>
  );
}

/**
 * A member's avatar and "{nickname}님" right under the top bar, for bars too narrow to hold them beside the other
 * controls (issue 27: a member without a photo saw only the silhouette and could not tell they were logged in).
 * In the page's flow, not fixed: it is there at the top of every page and scrolls away with it, so the fixed bar
 * does not grow on small screens with large text. Shown exactly where top-bar.tsx leaves the account out of the
 * bar's narrow row: below 32rem of the window's width (29.5rem of the bar's content box, 2.5rem of padding there).
 */
export function AccountStrip() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (!isLoggedIn) return null;
  return (
    <div className="@container print:hidden">
      <nav
        aria-label="내 계정"
        className="hidden justify-end border-b border-line-soft bg-white px-3 py-1 @max-[32rem]:flex min-[30rem]:px-5"
      >
        <AccountArea variant="strip" />
      </nav>
    </div>
  );
}
