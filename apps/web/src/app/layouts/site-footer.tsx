import { Link } from 'react-router';
import { cx } from '../../components/ui/cx.ts';

export const CONTACT_EMAIL = 'hello@dasibom.kr';

type SiteFooterProps = {
  /** Keeps the bottom-right corner free for the quick-add button of the shown layout. */
  reserveQuickAddSpace?: boolean;
};

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-1 font-medium text-ink underline-offset-4 hover:text-primary hover:underline';

export function SiteFooter({ reserveQuickAddSpace = false }: SiteFooterProps) {
  return (
    <footer
      className={cx(
        'border-t border-line-soft bg-primary-soft',
        // The quick-add button is about 4rem plus a 1.5rem margin: the last line of the page must stay clear of it.
        reserveQuickAddSpace ? 'pb-28' : 'pb-8',
      )}
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-8 min-[30rem]:px-6">
        <nav aria-label="서비스 안내">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/notice" className={linkClass}>
                공지사항
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                이용약관
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                문의하기
                <span className="sr-only"> (메일 앱이 열려요)</span>
              </a>
            </li>
          </ul>
        </nav>
        <p className="text-ink-muted">
          다시봄 팀 연락처:{' '}
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex min-h-11 items-center font-medium text-primary-strong underline underline-offset-4"
          >
            {CONTACT_EMAIL}
          </a>
        </p>
        <p className="text-sm text-ink-muted">© 2026 다시봄</p>
      </div>
    </footer>
  );
}
