import { QUESTIONNAIRE_MESSAGES, QUESTIONS } from '@dasibom/contract/questionnaire';
import { ArrowLeft, ArrowRight, History, ListChecks, Send } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate, useNavigationType } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FullScreenSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showAlert, showConfirm } from '../../../stores/alert-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useSavedAnswers } from '../api/get-saved-answers.ts';
import { preloadRecommendSchema, useRecommendJobs } from '../api/recommend-jobs.ts';
import {
  CONFIRM_POSITION,
  EMPTY_DRAFT,
  fromSavedAnswers,
  type QuestionnaireDraft,
  readDraft,
  storeResult,
  toWireAnswers,
  writeDraft,
} from '../recommend-storage.ts';
import { AnswersSummary } from './answers-summary.tsx';
import { QuestionStep } from './question-step.tsx';
import { QuestionnaireProgress } from './questionnaire-progress.tsx';

export const SUBMITTING_LABEL = '추천 결과를 만들고 있어요';
export const PREFILLED_NOTICE = '지난번에 답한 내용을 불러왔어요. 바꾸고 싶은 답만 고르고 다음을 누르세요.';

export function skippedConfirmMessage(count: number) {
  return `답하지 않은 질문이 ${count}개 있어요. 그대로 제출할까요?`;
}

/** Spec §8: a network error shows itself, a rejected request shows the server's reason, anything else the fixed text. */
function recommendFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.isNetworkError || error.status === 400) && error.message)
    return error.message;
  return QUESTIONNAIRE_MESSAGES.recommendFailed;
}

/** The fixed top bar is 5rem tall, so it grows with the text-size setting. */
function topBarHeight(): number {
  return 5 * (Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
}

/** Step 4 (확인) is current from question 9 on (spec §4). */
function stepIndexOf(position: number): number {
  if (position >= QUESTIONS.length - 1) return 3;
  return QUESTIONS[position]?.step ?? 0;
}

function hasProgress(draft: QuestionnaireDraft) {
  return draft.position > 0 || Object.keys(draft.answers).length > 0;
}

/**
 * The start: the tab's own draft if there is one (a reload or browser back resumes where the person was; answers
 * that were already sent start over at question 1 with the same answers preselected, as "다시 답하기" promises);
 * else, for a member, the answers saved on the server (loaded below); else empty.
 */
function useInitialDraft(isLoggedIn: boolean): QuestionnaireDraft | null {
  const navigationType = useNavigationType();
  const [initial] = useState(() => {
    const stored = readDraft();
    if (stored) {
      return stored.submitted && navigationType !== 'POP'
        ? { answers: stored.answers, position: 0, submitted: false }
        : stored;
    }
    return isLoggedIn ? null : EMPTY_DRAFT;
  });
  return initial;
}

type QuestionnaireActionsProps = {
  primaryLabel: string;
  isSubmitStep: boolean;
  /** 답 한눈에 보기 beside 제출 on question 9. */
  canOpenSummary: boolean;
  isPending: boolean;
  onOpenSummary: () => void;
  onPrimary: () => void;
};

function QuestionnaireActions({
  primaryLabel,
  isSubmitStep,
  canOpenSummary,
  isPending,
  onOpenSummary,
  onPrimary,
}: QuestionnaireActionsProps) {
  return (
    <div className="flex flex-col gap-3 min-[30rem]:flex-row min-[30rem]:flex-wrap min-[30rem]:justify-end">
      {canOpenSummary && (
        <Button
          size="lg"
          variant="secondary"
          isFullWidth
          onPress={onOpenSummary}
          isDisabled={isPending}
          icon={<ListChecks aria-hidden="true" className="size-5" />}
          className="min-[30rem]:w-auto"
        >
          답 한눈에 보기
        </Button>
      )}
      <Button
        size="lg"
        isFullWidth
        onPress={onPrimary}
        isPending={isPending}
        icon={isSubmitStep ? <Send aria-hidden="true" className="size-5" /> : undefined}
        className="min-[30rem]:w-auto min-[30rem]:min-w-48"
      >
        {primaryLabel}
        {primaryLabel === '다음' && <ArrowRight aria-hidden="true" className="size-5" />}
      </Button>
    </div>
  );
}

/** The draft being answered (null while a member's saved answers load), kept in the tab as the person goes. */
function useQuestionnaireDraft() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const memberId = useSessionStore((state) => state.memberId);
  const initial = useInitialDraft(isLoggedIn);
  const [draft, setDraft] = useState<QuestionnaireDraft | null>(initial);
  const [isPrefilled, setIsPrefilled] = useState(false);
  const saved = useSavedAnswers(memberId, { enabled: draft === null && isLoggedIn });

  // A member without a draft in this tab starts from the answers they last sent (none, or a failed read: empty).
  useEffect(() => {
    if (draft !== null) return;
    if (saved.data) {
      const answers = fromSavedAnswers(saved.data.answers);
      setDraft({ ...EMPTY_DRAFT, answers });
      setIsPrefilled(Object.keys(answers).length > 0);
    } else if (saved.isError || !isLoggedIn) {
      setDraft(EMPTY_DRAFT);
    }
  }, [draft, saved.data, saved.isError, isLoggedIn]);

  // Kept as the person goes; an untouched questionnaire is not stored, so a later login can still prefill it.
  useEffect(() => {
    if (draft && hasProgress(draft)) writeDraft(draft);
  }, [draft]);

  return { draft, setDraft, isPrefilled };
}

/** Every move puts focus on the new question (or the summary) so keyboard and screen-reader users start there. */
function useFocusOnMove(
  position: number | undefined,
  headingRef: RefObject<HTMLHeadingElement | null>,
  rootRef: RefObject<HTMLDivElement | null>,
) {
  const previousPosition = useRef(position);
  useEffect(() => {
    if (previousPosition.current === position) return;
    const isFirstShow = previousPosition.current === undefined;
    previousPosition.current = position;
    if (isFirstShow) return;
    headingRef.current?.focus({ preventScroll: true });
    // Keep the progress and "질문 n / 9" in view too: scroll back up only when the top has gone under the top bar.
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < topBarHeight()) root.scrollIntoView?.({ block: 'start' });
  }, [position, headingRef, rootRef]);
}

/** /onboard: 9 questions one at a time; question 9 submits, or opens a summary to check and submit from. */
export function Questionnaire() {
  const navigate = useNavigate();
  const { draft, setDraft, isPrefilled } = useQuestionnaireDraft();
  // Opened from the summary's 수정: the main button returns to the summary.
  const [returnToConfirm, setReturnToConfirm] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const recommend = useRecommendJobs();
  useFocusOnMove(draft?.position, headingRef, rootRef);

  if (draft === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner isLabelVisible label="지난번 답을 불러오는 중이에요" />
      </div>
    );
  }

  const isConfirm = draft.position === CONFIRM_POSITION;
  const question = QUESTIONS[draft.position];
  const isLastQuestion = draft.position === QUESTIONS.length - 1;

  const moveTo = (next: number) =>
    setDraft((current) => (current ? { ...current, position: next } : current));

  const openSummary = () => {
    setReturnToConfirm(false);
    moveTo(CONFIRM_POSITION);
  };

  const goNext = () => (returnToConfirm ? openSummary() : moveTo(draft.position + 1));

  const editQuestion = (num: number) => {
    setReturnToConfirm(true);
    moveTo(num - 1);
  };

  const submit = async () => {
    const skipped = QUESTIONS.filter((q) => !draft.answers[q.num]);
    if (skipped.length > 0) {
      const proceed = await showConfirm(skippedConfirmMessage(skipped.length), {
        title: '답하지 않은 질문이 있어요',
        confirmLabel: '그대로 제출',
        cancelLabel: '돌아가서 답하기',
      });
      if (!proceed) {
        editQuestion(skipped[0]!.num);
        return;
      }
    }
    try {
      const result = await recommend.mutateAsync({ answers: toWireAnswers(draft.answers) });
      storeResult(result);
      // Written here, not by the effect: this screen is gone before the effect would run.
      writeDraft({ ...draft, submitted: true });
      // The result goes through storage only: navigation state would outlive a logout in the browser history.
      await navigate('/jobrecommend');
    } catch (error) {
      await showAlert(recommendFailureMessage(error));
    }
  };

  // Question 9 submits as the spec says (people pressed 제출 there and expected a result); the summary stays one
  // press away. Opened from the summary's 수정, every question just returns there.
  const isSubmitStep = isConfirm || (isLastQuestion && !returnToConfirm);
  const primaryLabel = returnToConfirm && !isConfirm ? '답 확인으로' : isSubmitStep ? '제출' : '다음';

  return (
    <div ref={rootRef} className="flex scroll-mt-24 flex-col gap-6">
      {recommend.isPending && <FullScreenSpinner label={SUBMITTING_LABEL} />}
      <QuestionnaireProgress stepIndex={stepIndexOf(draft.position)} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Button
          variant="ghost"
          isDisabled={draft.position === 0}
          onPress={() => moveTo(draft.position - 1)}
          icon={<ArrowLeft aria-hidden="true" className="size-5" />}
          className="-ms-2"
        >
          이전
        </Button>
        <p className="text-lg font-semibold text-ink-muted">
          {isConfirm ? '제출 전 확인' : `질문 ${draft.position + 1} / ${QUESTIONS.length}`}
        </p>
      </div>
      {isPrefilled && draft.position === 0 && (
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
          <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{PREFILLED_NOTICE}</span>
        </p>
      )}
      {isConfirm || !question ? (
        <AnswersSummary answers={draft.answers} onEdit={editQuestion} headingRef={headingRef} />
      ) : (
        <QuestionStep
          key={question.num}
          question={question}
          value={draft.answers[question.num]}
          headingRef={headingRef}
          onChange={(label) => {
            // The submit checks its answer with the contract's schemas: they load while the questions are answered.
            void preloadRecommendSchema();
            setDraft((current) =>
              current ? { ...current, answers: { ...current.answers, [question.num]: label } } : current,
            );
          }}
        />
      )}
      <QuestionnaireActions
        primaryLabel={primaryLabel}
        isSubmitStep={isSubmitStep}
        canOpenSummary={isSubmitStep && !isConfirm}
        isPending={recommend.isPending}
        onOpenSummary={openSummary}
        onPrimary={isSubmitStep ? submit : goNext}
      />
    </div>
  );
}
