import { LIMITS } from '@dasibom/contract/plain';
import { Briefcase, LogIn } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { FieldErrorText } from '../../../components/ui/field-parts.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextArea } from '../../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { returnToState } from '../../../lib/navigation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useCreateTodo } from '../api/create-todo.ts';
import { useMyTodoJobs } from '../api/get-my-todo-jobs.ts';
import { useTodoGroup } from '../api/get-todo-group.ts';
import { isDateIncomplete, TARGET_DATE_INCOMPLETE, TargetDateField } from './target-date-field.tsx';

export const QUICK_ADD_TITLE = '바로 할일 추가';
export const QUICK_ADDED_MESSAGE = '할일을 추가했어요.';
export const QUICK_ADD_FAILED_MESSAGE = '할일을 추가하지 못했어요. 다시 시도해 주세요.';

/** A visitor: why it is not available, and a login that comes back here. */
function VisitorBody({ close }: { close: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-ink">할일 바로 추가는 로그인한 회원이 쓸 수 있어요.</p>
      <p className="text-base text-ink-muted">
        로그인하고 준비할 직업을 담으면, 어느 화면에서든 이 버튼으로 그 직업의 할일 목록에 할일을 바로 적어 둘
        수 있어요.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={close}>
          닫기
        </Button>
        <LinkButton
          href="/login"
          routerOptions={{ state: returnToState(`${pathname}${search}`) }}
          onPress={close}
          icon={<LogIn aria-hidden="true" className="size-5" />}
        >
          로그인
        </LinkButton>
      </div>
    </div>
  );
}

/** A member without a job: the list a to-do would go to does not exist yet. */
function NoJobsYet({ close }: { close: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-lg font-semibold text-ink">담은 직업이 아직 없어요!</p>
      <p className="text-base text-ink-muted">
        직업을 먼저 담으면 그 직업의 할일 목록이 생기고, 여기서 할일을 바로 추가할 수 있어요.
      </p>
      <LinkButton href="/jobfound" onPress={close} icon={<Briefcase aria-hidden="true" className="size-5" />}>
        직업 찾아보기
      </LinkButton>
    </div>
  );
}

/** The chosen job's list while it is still there; else the one worked on last; else the newest. */
function todoGroupOf(
  list: readonly { todoGroupId: number }[],
  chosen: number | null,
  lastActive: number | null,
): number | null {
  const has = (todoGroupId: number | null) => list.some((job) => job.todoGroupId === todoGroupId);
  if (chosen !== null && has(chosen)) return chosen;
  return has(lastActive) ? lastActive : (list[list.length - 1]?.todoGroupId ?? null);
}

/** A member: the job (the one worked on last, or chosen), the text, 추가. */
function MemberBody({ close }: { close: () => void }) {
  const id = useId();
  const jobs = useMyTodoJobs();
  const hasJobs = jobs.isSuccess && jobs.data.length > 0;
  const active = useTodoGroup('active', { enabled: hasJobs });
  const createTodo = useCreateTodo();
  const [chosen, setChosen] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [targetDate, setTargetDate] = useState('');
  const [dateProblem, setDateProblem] = useState<string | undefined>(undefined);
  const dateInput = useRef<HTMLInputElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (jobs.isPending || (hasJobs && active.isPending))
    return (
      <div className="flex justify-center py-6">
        <Spinner label="담은 직업을 불러오고 있어요" isLabelVisible />
      </div>
    );
  if (jobs.isError) return <QueryErrorState query={jobs} fallback="담은 직업을 불러오지 못했어요." />;
  if (jobs.data.length === 0) return <NoJobsYet close={close} />;

  const list = jobs.data;
  const todoGroupId = todoGroupOf(list, chosen, active.data?.todoGroupId ?? null);
  const jobName = list.find((job) => job.todoGroupId === todoGroupId)?.jobName;
  const isBlank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || todoGroupId === null || createTodo.isPending) return;
    if (isDateIncomplete(dateInput.current)) {
      setDateProblem(TARGET_DATE_INCOMPLETE);
      dateInput.current?.focus();
      return;
    }
    setFailure(null);
    // Title (and 목표일 when chosen): isPublic left out, so it is private like every new to-do (API.md).
    createTodo.mutate(
      { todoGroupId, todoTitle: text.trim(), ...(targetDate === '' ? {} : { targetDate }) },
      {
        onSuccess: () => {
          setText('');
          setTargetDate('');
          close();
          toast(QUICK_ADDED_MESSAGE, { tone: 'success' });
        },
        onError: (error) => setFailure(getErrorMessage(error, QUICK_ADD_FAILED_MESSAGE)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {list.length > 1 ? (
        <Select
          label="어느 직업의 할일인가요?"
          items={list.map((job) => ({ id: job.todoGroupId, label: job.jobName }))}
          selectedKey={todoGroupId}
          onSelectionChange={(key) => setChosen(key)}
        />
      ) : (
        <p className="text-base text-ink">
          <span className="font-semibold">{jobName}</span> 할일 목록에 추가돼요.
        </p>
      )}
      <TextArea
        label="할일"
        rows={3}
        showCount
        maxLength={LIMITS.todoTitleMaxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="예: 요양보호사 교육원 알아보기"
        aria-describedby={failure ? `${id}-error` : undefined}
      />
      <TargetDateField
        ref={dateInput}
        isCompact
        value={targetDate}
        onChange={(value) => {
          setDateProblem(undefined);
          setTargetDate(value);
        }}
        errorMessage={dateProblem}
      />
      {failure && <FieldErrorText id={`${id}-error`}>{failure}</FieldErrorText>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={close}>
          닫기
        </Button>
        <Button type="submit" isDisabled={isBlank || todoGroupId === null} isPending={createTodo.isPending}>
          추가
        </Button>
      </div>
    </form>
  );
}

/**
 * The quick-add panel (spec: '바로 할일 추가'): loaded on the first press of the floating button. Members add a
 * to-do to the job they worked on last (or the one they choose); members without a job are sent to /jobfound;
 * visitors are told why and offered a login.
 */
export function QuickAddPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return (
    <Modal title={QUICK_ADD_TITLE} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (isLoggedIn ? <MemberBody close={close} /> : <VisitorBody close={close} />)}
    </Modal>
  );
}
