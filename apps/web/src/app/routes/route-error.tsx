import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { SproutMark } from '../layouts/logo.tsx';
import { documentTitle } from '../layouts/root-layout.tsx';
import { CONTACT_EMAIL } from '../layouts/site-footer.tsx';

export const ROUTE_ERROR_TITLE = '잠시 문제가 생겼어요';

/*
 * Plain HTML on purpose: an error screen must not depend on the parts that may have failed (providers, primitives,
 * a lazily loaded chunk after a new release — which "다시 시도" fixes by reloading).
 */
function ErrorContent({ error }: { error: unknown }) {
  useEffect(() => {
    // After the page title's own effect, which may run after this one.
    queueMicrotask(() => {
      document.title = documentTitle(ROUTE_ERROR_TITLE);
    });
    console.error(error);
  }, [error]);

  const detail = isApiError(error) ? error.message : null;
  return (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 py-16 text-center min-[30rem]:px-6"
    >
      <h1 id="route-error-title" className="text-3xl font-bold leading-snug">
        {ROUTE_ERROR_TITLE}
      </h1>
      <p className="text-lg text-ink-muted">
        화면을 보여 드리는 중에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.
        {detail && (
          <>
            <br />
            <span className="text-ink">{detail}</span>
          </>
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-13 cursor-pointer items-center justify-center gap-2 rounded-xl bg-primary px-6 py-3 text-lg font-semibold text-white hover:bg-primary-strong"
        >
          <RotateCw aria-hidden="true" className="size-5" />
          다시 시도
        </button>
        <a
          href="/"
          className="inline-flex min-h-13 items-center justify-center rounded-xl border-2 border-primary bg-white px-6 py-3 text-lg font-semibold text-primary no-underline hover:bg-primary-soft"
        >
          홈으로
        </a>
      </div>
      <p className="text-ink-muted">
        같은 문제가 계속되면{' '}
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="font-medium text-primary-strong underline underline-offset-4"
        >
          {CONTACT_EMAIL}
        </a>
        로 알려 주세요.
      </p>
    </section>
  );
}

/** What a page's error boundary shows: rendered inside the layout, so the top bar and footer stay. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  return <ErrorContent error={error} />;
}

/** What the root's error boundary shows: the layout itself may be what failed, so this stands alone. */
export function RootErrorScreen({ error }: { error: unknown }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line-soft bg-white">
        <div className="mx-auto flex h-topbar max-w-[90rem] items-center px-4">
          <a
            href="/"
            aria-label="다시봄 홈"
            className="flex min-h-11 items-center gap-2 text-primary no-underline"
          >
            <SproutMark className="size-9" />
            <span className="text-2xl font-extrabold">다시봄</span>
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ErrorContent error={error} />
      </main>
    </div>
  );
}
