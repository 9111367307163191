import { QUESTIONNAIRE_MESSAGES } from '@dasibom/contract';
import { TOAST_DURATION } from '@dasibom/contract/plain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getMyJobsQueryOptions } from '../../features/members/api/get-my-jobs.ts';
import { useLatestRecommendation } from '../../features/recommend/api/get-latest-recommendation.ts';
import { LoginToSaveDialog } from '../../features/recommend/components/login-to-save-dialog.tsx';
import type { SaveState } from '../../features/recommend/components/recommendation-card.tsx';
import { RecommendationResult } from '../../features/recommend/components/recommendation-result.tsx';
import { readStoredResult } from '../../features/recommend/recommend-result.ts';
import {
  type Recommendation,
  type RecommendResult,
  takePendingSave,
} from '../../features/recommend/recommend-storage.ts';
import { useAddJob } from '../../features/todos/api/add-job.ts';
import { isApiError } from '../../lib/api-error.ts';
import { isAfterLogin } from '../../lib/navigation.ts';
import { showAlert } from '../../stores/alert-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { toast } from '../../stores/toast-store.ts';

export const JOB_SAVED_MESSAGE = '직업을 담았어요. 나의 할일에서 준비를 시작해 보세요.';
export const JOB_SAVE_FAILED_MESSAGE = '직업 저장에 실패했습니다. 다시 시도해주세요.';

/** The server's reason when it gave one (e.g. 409 이미 담은 직업입니다.), else the spec's fixed text. */
function saveFailureMessage(error: unknown) {
  return isApiError(error) && error.status >= 400 && error.message ? error.message : JOB_SAVE_FAILED_MESSAGE;
}

/**
 * The result the questionnaire stored in this tab (also after a reload or the login round trip). Never from
 * navigation state: history keeps that after logout, so Back would bring the last member's result back.
 */
function useResult(): RecommendResult | null {
  const [result] = useState(readStoredResult);
  return result;
}

/** No (valid) result: say so, then go home (spec §8). */
function MissingResult() {
  const navigate = useNavigate();
  const hasAlerted = useRef(false);
  useEffect(() => {
    if (hasAlerted.current) return;
    hasAlerted.current = true;
    void showAlert(QUESTIONNAIRE_MESSAGES.noResult).then(() => navigate('/', { replace: true }));
  }, [navigate]);
  return <div className="flex-1" />;
}

export const LATEST_LOADING_LABEL = '지난번 추천 결과를 불러오는 중';
export const LATEST_FAILED_MESSAGE = '지난번 추천 결과를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * A member with no result in this tab (a new browser session, another device): the one kept on the server from
 * their last submit, with the day they answered; none kept → the spec's alert, as for a visitor.
 */
function MemberLatestResult({ memberId }: { memberId: number | null }) {
  const latest = useLatestRecommendation(memberId);
  if (latest.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-1 justify-center px-4 py-16">
        <Spinner label={LATEST_LOADING_LABEL} isLabelVisible size="lg" />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <QueryErrorState query={latest} message={LATEST_FAILED_MESSAGE} />
      </div>
    );
  }
  if (!latest.data.latest) return <MissingResult />;
  return <ResultScreen result={latest.data.latest.result} answeredAt={latest.data.latest.answeredAt} />;
}

function ResultScreen({
  result,
  answeredAt = null,
}: {
  result: RecommendResult;
  answeredAt?: string | null;
}) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const nickname = useSessionStore((state) => state.user?.nickname ?? state.nickname);
  const addJob = useAddJob();
  // Jobs the member chose before (here or elsewhere) read as already saved; refreshed after every save.
  const myJobs = useQuery({ ...getMyJobsQueryOptions(), enabled: isLoggedIn });
  const chosenIds = useMemo(() => new Set((myJobs.data ?? []).map((job) => job.jobId)), [myJobs.data]);
  const [savedIds, setSavedIds] = useState<ReadonlySet<number>>(new Set());
  const [savingIds, setSavingIds] = useState<ReadonlySet<number>>(new Set());
  const [visitorJob, setVisitorJob] = useState<Recommendation | null>(null);

  const markSaved = useCallback((jobId: number) => setSavedIds((current) => new Set(current).add(jobId)), []);

  // mutateAsync, not mutate: each press gets its own outcome even when two saves overlap.
  const { mutateAsync } = addJob;
  const saveJob = useCallback(
    async (job: Recommendation) => {
      setSavingIds((current) => new Set(current).add(job.jobId));
      try {
        await mutateAsync(job.jobId);
        markSaved(job.jobId);
        toast(JOB_SAVED_MESSAGE, { tone: 'success', durationMs: TOAST_DURATION.jobSaved });
      } catch (error) {
        // Already in the member's list: the card says so from now on.
        if (isApiError(error) && error.code === 'JOB_ALREADY_ADDED') markSaved(job.jobId);
        toast(saveFailureMessage(error), { tone: 'error', durationMs: TOAST_DURATION.jobSaved });
      } finally {
        setSavingIds((current) => {
          const next = new Set(current);
          next.delete(job.jobId);
          return next;
        });
      }
    },
    [mutateAsync, markSaved],
  );

  // A save the visitor asked for with 로그인하고 담기 runs once, and only when this page is opened by that login's
  // redirect (marked by the login screen) within PENDING_SAVE_MAX_AGE_MS of asking. Any other arrival — a visitor
  // back without logging in, a member who logged in later some other way — drops it, so nothing is added unasked.
  const location = useLocation();
  const [isBackFromLogin] = useState(() => isAfterLogin(location.state));
  const handledPending = useRef(false);
  useEffect(() => {
    if (handledPending.current) return;
    handledPending.current = true;
    const pendingId = takePendingSave();
    if (!isLoggedIn || !isBackFromLogin || pendingId === null) return;
    const job = result.recommendedJobs.find((item) => item.jobId === pendingId);
    if (job) void saveJob(job);
  }, [isLoggedIn, isBackFromLogin, result, saveJob]);

  const saveStateOf = (jobId: number): SaveState =>
    savedIds.has(jobId) || chosenIds.has(jobId) ? 'saved' : savingIds.has(jobId) ? 'saving' : 'idle';

  return (
    <>
      <RecommendationResult
        result={result}
        nickname={isLoggedIn ? nickname : null}
        saveStateOf={saveStateOf}
        onSave={(job) => (isLoggedIn ? void saveJob(job) : setVisitorJob(job))}
        answeredAt={answeredAt}
      />
      <LoginToSaveDialog job={visitorJob} onClose={() => setVisitorJob(null)} />
    </>
  );
}

/**
 * /jobrecommend: the three recommended jobs with their reasons; 저장 adds a job (members) or explains login. This
 * tab's result first; a member without one gets their last one from the server; a visitor's lives in this tab only.
 */
export function JobRecommendPage() {
  const result = useResult();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const memberId = useSessionStore((state) => state.memberId);
  if (result) return <ResultScreen result={result} />;
  // Keyed by member: a different member logging in on this tab starts from their own result.
  return isLoggedIn ? <MemberLatestResult key={memberId} memberId={memberId} /> : <MissingResult />;
}

export { JobRecommendPage as Component };
