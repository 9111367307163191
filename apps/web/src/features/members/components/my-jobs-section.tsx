import { AUTH_MESSAGES, LIMITS } from '@dasibom/contract/plain';
import { Briefcase, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { InlineStatus } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { Modal } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../stores/toast-store.ts';
import { useDeleteJobs } from '../api/delete-jobs.ts';
import { type MyJob, useMyJobs } from '../api/get-my-jobs.ts';

export const JOBS_SAVED_MESSAGE = '담은 직업을 정리했어요.';

/**
 * The 직업 관리 body: every chosen job with 삭제 / 되돌리기. Nothing is sent until 저장; 취소 (or closing)
 * forgets the marks.
 */
function JobsManager({ jobs, onClose }: { jobs: MyJob[]; onClose: () => void }) {
  const id = useId();
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const deleteJobs = useDeleteJobs();

  const toggle = (jobId: number) =>
    setMarked((current) => {
      const next = new Set(current);
      if (next.has(jobId)) next.delete(jobId);
      else next.add(jobId);
      return next;
    });

  const save = () => {
    if (marked.size === 0) {
      onClose();
      return;
    }
    setFailure(null);
    deleteJobs.mutate([...marked], {
      onSuccess: () => {
        toast(JOBS_SAVED_MESSAGE, { tone: 'success' });
        onClose();
      },
      onError: () => setFailure(AUTH_MESSAGES.jobChangeFailed),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-ink-muted">
        지울 직업에서 <strong className="text-ink">삭제</strong>를 누른 뒤{' '}
        <strong className="text-ink">저장</strong>
        하세요. 저장하면 그 직업의 할일 목록과 메모도 함께 지워져요.
      </p>
      <ul className="flex flex-col gap-2">
        {jobs.map((job) => {
          const isMarked = marked.has(job.jobId);
          return (
            <li
              key={job.jobId}
              className={cx(
                'flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 px-4 py-2',
                isMarked ? 'border-danger/50 bg-danger-tint' : 'border-line-soft bg-white',
              )}
            >
              <span className={cx('min-w-0 text-lg', isMarked && 'text-ink-muted line-through')}>
                {job.jobName}
                {isMarked && (
                  <span className="ms-2 text-base font-semibold text-danger no-underline">(삭제 예정)</span>
                )}
              </span>
              <Button
                variant={isMarked ? 'secondary' : 'ghost'}
                onPress={() => toggle(job.jobId)}
                aria-label={isMarked ? `${job.jobName} 삭제 취소` : `${job.jobName} 삭제`}
                icon={
                  isMarked ? (
                    <Undo2 aria-hidden="true" className="size-5" />
                  ) : (
                    <Trash2 aria-hidden="true" className="size-5" />
                  )
                }
                className={isMarked ? undefined : 'text-danger data-hovered:bg-danger-tint'}
              >
                {isMarked ? '되돌리기' : '삭제'}
              </Button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-base font-medium text-ink">
        {marked.size > 0 ? `${marked.size}개를 삭제할 예정이에요.` : ''}
      </p>
      <InlineStatus id={`${id}-failure`} tone="error">
        {failure}
      </InlineStatus>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line-soft pt-4">
        <Button variant="secondary" onPress={onClose}>
          취소
        </Button>
        <Button onPress={save} isPending={deleteJobs.isPending}>
          저장
        </Button>
      </div>
    </div>
  );
}

/** 담은 직업: the first five, "외 N개", and 직업 관리 (staged removal). */
export function MyJobsSection() {
  const jobs = useMyJobs();
  const [isManaging, setIsManaging] = useState(false);
  const headingId = useId();
  const list = jobs.data ?? [];
  const shown = list.slice(0, LIMITS.myPageJobs);
  const more = list.length - shown.length;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
          <Briefcase aria-hidden="true" className="size-6 shrink-0 text-primary" />
          담은 직업
        </h2>
        {list.length > 0 && (
          <Button variant="secondary" onPress={() => setIsManaging(true)}>
            직업 관리
          </Button>
        )}
      </div>
      {jobs.isPending ? (
        <Spinner isLabelVisible label="담은 직업을 불러오는 중이에요" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          message="담은 직업이 아직 없어요."
          description="직업 정보에서 마음에 드는 직업을 담아 보세요."
          action={{ label: '직업 찾아보기', href: '/jobfound' }}
        />
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`담은 직업 ${list.length}개`}>
          {shown.map((job) => (
            <li
              key={job.jobId}
              className="rounded-full bg-primary-tint px-4 py-2 text-lg font-semibold text-primary-strong"
            >
              {job.jobName}
            </li>
          ))}
          {more > 0 && <li className="px-2 py-2 text-lg font-semibold text-ink-muted">외 {more}개</li>}
        </ul>
      )}
      <Modal title="직업 관리" isOpen={isManaging} onOpenChange={setIsManaging} isDismissable={false}>
        {(close) => <JobsManager jobs={list} onClose={close} />}
      </Modal>
    </section>
  );
}
