import { QUESTIONNAIRE_MESSAGES } from '@dasibom/contract/questionnaire';
import { History, Info, RotateCcw } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { parseCalendarDate, seoulToday } from '../../../lib/format-date.ts';
import type { Recommendation, RecommendResult } from '../recommend-storage.ts';
import { RecommendationCard, type SaveState } from './recommendation-card.tsx';

export type RecommendationResultProps = {
  result: RecommendResult;
  /** The member's nickname; visitors are addressed as 회원님. */
  nickname: string | null;
  saveStateOf: (jobId: number) => SaveState;
  onSave: (job: Recommendation) => void;
  /** When the member answered (ISO), for a result kept on the server from an earlier visit; else null. */
  answeredAt?: string | null;
};

export function resultHeading(nickname: string | null) {
  return `${nickname ?? '회원'}님께 추천하는 직업`;
}

/** "9개 질문 중 7개에 답하셨어요." — how much of the questionnaire the suggestions rest on. */
export function answeredLine({
  answeredCount,
  questionCount,
}: Pick<RecommendResult, 'answeredCount' | 'questionCount'>) {
  return answeredCount === 0
    ? `${questionCount}개 질문 중 답하신 질문이 없어요.`
    : `${questionCount}개 질문 중 ${answeredCount}개에 답하셨어요.`;
}

/** "2026년 6월 3일에 답한 결과예요." — the day in Asia/Seoul; null for a value that is not a date. */
export function answeredOnLine(answeredAt: string): string | null {
  const moment = new Date(answeredAt);
  if (Number.isNaN(moment.getTime())) return null;
  const day = parseCalendarDate(seoulToday(moment));
  return day ? `${day.year}년 ${day.month}월 ${day.day}일에 답한 결과예요.` : null;
}

/**
 * /jobrecommend's body: heading, the scope line, any relaxed rules, and the three cards side by side on wide
 * screens (stacked on phones; all three are always visible, so there is no carousel or dots indicator).
 */
export function RecommendationResult({
  result,
  nickname,
  saveStateOf,
  onSave,
  answeredAt = null,
}: RecommendationResultProps) {
  const answeredOn = answeredAt ? answeredOnLine(answeredAt) : null;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 min-[30rem]:px-6">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold leading-snug">{resultHeading(nickname)}</h1>
        {answeredOn && (
          <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-lg text-ink">
            <History aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <span>
              <strong className="font-bold">{answeredOn}</strong> 그사이 생각이 바뀌었다면 다시 답해 보세요.
            </span>
          </p>
        )}
        <p className="text-lg leading-relaxed text-ink">
          {answeredLine(result)}{' '}
          {result.basis ??
            '답해 주신 내용으로 세 가지 직업을 골랐어요. 카드마다 추천한 이유를 적어 두었어요.'}
        </p>
        <p className="flex items-start gap-2 text-base text-ink-muted">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{QUESTIONNAIRE_MESSAGES.scopeLine}</span>
        </p>
        <LinkButton
          href="/onboard"
          variant="secondary"
          icon={<RotateCcw aria-hidden="true" className="size-5" />}
          className="self-start"
        >
          다시 답하기
        </LinkButton>
      </header>
      {result.relaxedRules.length > 0 && (
        <section
          aria-labelledby="relaxed-rules-title"
          className="flex flex-col gap-2 rounded-card bg-warning-tint px-5 py-4"
        >
          <h2 id="relaxed-rules-title" className="text-lg font-bold">
            알려 드려요
          </h2>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-lg leading-relaxed">
            {result.relaxedRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="@container">
        <ul aria-label="추천 직업" className="grid gap-6 @min-[60rem]:grid-cols-3">
          {result.recommendedJobs.map((job) => (
            <li key={job.jobId} className="min-w-0">
              <RecommendationCard job={job} saveState={saveStateOf(job.jobId)} onSave={onSave} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
