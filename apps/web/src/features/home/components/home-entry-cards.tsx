import { Briefcase, ChevronRight, GraduationCap, type LucideIcon, Megaphone } from 'lucide-react';
import { Link } from 'react-router';

type Entry = { title: string; text: string; href: string; icon: LucideIcon };

const ENTRIES: readonly Entry[] = [
  {
    title: '직업 정보',
    text: '하는 일, 보수, 자격증, 일의 강도를 한눈에 봐요.',
    href: '/jobfound',
    icon: Briefcase,
  },
  {
    title: '교육 정보',
    text: '고용24의 국비 지원 교육과정을 찾아봐요.',
    href: '/learning',
    icon: GraduationCap,
  },
  {
    title: '채용 정보',
    text: '사람인의 채용 공고를 사는 곳 가까이에서 찾아봐요.',
    href: '/jobsearch',
    icon: Megaphone,
  },
];

/** Three entry cards to the lists. The whole card is the link's click area; the link text is the title. */
export function HomeEntryCards() {
  return (
    <section
      aria-labelledby="home-entry-title"
      className="@container mx-auto w-full max-w-6xl px-4 py-12 min-[30rem]:px-6"
    >
      <h2 id="home-entry-title" className="mb-6 text-2xl font-bold">
        무엇부터 알아볼까요?
      </h2>
      <ul className="grid gap-4 @min-[44rem]:grid-cols-3 @min-[44rem]:gap-6">
        {ENTRIES.map(({ title, text, href, icon: Icon }) => (
          <li
            key={href}
            className="relative flex flex-col gap-3 rounded-card border border-line-soft bg-white p-6 shadow-sm transition-shadow hover:border-primary hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-xl font-bold">
              <Link
                to={href}
                className="text-ink no-underline outline-none after:absolute after:inset-0 after:rounded-card"
              >
                {title}
              </Link>
            </h3>
            <p className="text-ink-muted">{text}</p>
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-1 font-semibold text-primary-strong"
            >
              보러 가기
              <ChevronRight className="size-5" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
