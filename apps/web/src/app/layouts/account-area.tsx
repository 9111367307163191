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
  /** `menu`: full-width rows inside the phone menu. */
  variant?: 'bar' | 'menu';
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
        'flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-xl font-semibold text-ink no-underline hover:bg-primary-soft',
        isMenu ? 'w-full border border-line-soft px-3 py-2 text-lg' : 'px-1 text-base',
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
        <span className="hidden max-w-[9em] truncate @min-[30rem]:@max-[44rem]:inline @min-[66rem]:inline">
          {name}
        </span>
      )}
    </Link>
  );
}
