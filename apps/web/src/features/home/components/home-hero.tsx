import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { returnToState } from '../../../lib/navigation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Decorative line drawing: a sprout in spring sun. */
function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" focusable="false" className={className}>
      <circle cx="176" cy="56" r="30" className="fill-primary-tint" />
      <g className="stroke-accent" strokeWidth="4" strokeLinecap="round">
        <path d="M176 10v10M176 92v10M130 56h10M212 56h10M144 24l7 7M201 81l7 7M208 24l-7 7M151 81l-7 7" />
      </g>
      <path d="M40 176h160" className="stroke-primary" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M74 176l10-44h72l10 44z"
        className="fill-primary-soft stroke-primary"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M120 132V92" className="stroke-primary" strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M120 100c0-20-13-32-36-32 0 20 13 32 36 32z" className="fill-primary" />
      <path d="M120 92c0-19 12-30 34-30 0 19-12 30-34 30z" className="fill-accent" />
    </svg>
  );
}

/**
 * The home banner for visitors and for members without a plan yet. "직업 추천 받기" goes to /login for visitors and
 * to the questionnaire for members without a plan (spec: Home). Members with a to-do group see their own banner
 * instead (features/todos/components/my-dream-banner.tsx, chosen in app/routes/home.tsx).
 */
export function HomeHero() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);

  return (
    <section aria-labelledby="home-hero-title" className="@container bg-primary-soft">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-8 px-4 py-12 min-[30rem]:px-6 @min-[48rem]:py-16">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-5">
          <p className="font-semibold text-primary-strong">50·60대의 두 번째 일, 다시봄과 함께</p>
          <h1 id="home-hero-title" className="text-4xl font-extrabold leading-tight @min-[40rem]:text-5xl">
            인생 2막, <span className="inline-block">지금 시작해요</span>
          </h1>
          <p className="max-w-[34em] text-lg leading-relaxed text-ink">
            9가지 질문에 답하면 나에게 맞는 직업을 추천해 드려요. 직업 정보와 가까운 채용 공고, 국비 지원
            교육을 한곳에서 보고, 할일 목록으로 차근차근 준비하세요.
          </p>
          <LinkButton
            href={isLoggedIn ? '/onboard' : '/login'}
            // After logging in, the visitor continues to the questionnaire they asked for.
            routerOptions={isLoggedIn ? undefined : { state: returnToState('/onboard') }}
            size="lg"
            className="text-xl"
          >
            직업 추천 받기
          </LinkButton>
          {!isLoggedIn && (
            <>
              {/* The questionnaire works for visitors too; only saving a job needs an account. */}
              <Link
                to="/onboard"
                className="-my-1 inline-flex min-h-11 items-center text-lg font-semibold text-primary-strong underline underline-offset-4"
              >
                로그인 없이 먼저 해 보기
              </Link>
              <p className="text-ink-muted">로그인하면 추천받은 직업을 담고 할일 목록을 만들 수 있어요.</p>
            </>
          )}
          {/* The other way in: from the work done for longest (issue 30), open to everyone. */}
          <Link
            to="/career"
            className="-my-1 inline-flex min-h-11 items-center text-lg font-semibold text-primary-strong underline underline-offset-4"
          >
            경력에서 시작하기
          </Link>
        </div>
        <HeroIllustration className="hidden w-64 shrink-0 @min-[44rem]:block @min-[60rem]:w-80" />
      </div>
    </section>
  );
}
