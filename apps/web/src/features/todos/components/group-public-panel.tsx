import type { MyTodoGroup } from '@dasibom/contract';
import { Circle, CircleCheck, Eye, EyeOff, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { InlineStatus } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { NO_REGION_TEXT } from '../../../lib/region-text.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSetGroupPublic } from '../api/set-group-public.ts';

export const PUBLIC_FAILED_MESSAGE = '공개 설정을 바꾸지 못했어요. 다시 시도해 주세요.';
const DEFAULT_PROFILE_IMAGE = '/images/profile-default.svg';

type Group = MyTodoGroup & { todoGroupId: number };

/**
 * What others (members and visitors alike, ADR 019) see of this group: the card's profile, job and residence, and only
 * the public to-dos with their checked state (API.md "Others").
 */
export function PublicPreview({ group }: { group: Group }) {
  const regionName = useSessionStore((state) => state.user?.regionName ?? null);
  const visible = group.todos.filter((todo) => todo.isPublic);
  if (visible.length === 0) {
    return (
      <p className="rounded-xl bg-primary-soft px-4 py-3 text-base text-ink">
        지금은 다른 사람에게 아무것도 보이지 않아요. 공개한 할일이 없으면 이 목록은 다른 사람의 화면에 나오지
        않아요.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-card border-2 border-line-soft bg-white p-4">
      <div className="flex items-center gap-3">
        <img
          src={group.profileImage || DEFAULT_PROFILE_IMAGE}
          alt=""
          className="size-12 shrink-0 rounded-full border border-line-soft bg-primary-soft object-cover"
        />
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold text-ink">{group.memberNickname ?? '나'}님</span>
          <span className="text-base text-ink-muted">
            {group.jobName}
            {group.daysAgo !== null && ` · 꿈꾼 지 ${group.daysAgo}일째`}
          </span>
          <span className="flex items-center gap-1.5 text-base text-ink-muted">
            <MapPin aria-hidden="true" className="size-4.5 shrink-0" />
            {regionName ?? NO_REGION_TEXT}
          </span>
        </div>
      </div>
      <ul aria-label="다른 사람에게 보이는 할일" className="flex flex-col gap-2">
        {visible.map((todo) => (
          <li key={todo.todoId} className="flex items-start gap-2 text-base text-ink">
            {todo.completed ? (
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden="true" className="mt-1 size-5 shrink-0 text-ink-muted" />
            )}
            <span>
              {todo.title}
              <span className="sr-only">{todo.completed ? ' (완료)' : ' (진행 중)'}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-base text-ink-muted">
        공개한 할일의 메모, 링크, 사진도 열어 볼 수 있어요. 숨긴 할일 {group.todos.length - visible.length}
        개는 보이지 않아요.
      </p>
    </div>
  );
}

/**
 * The group's public switch (spec §4: sent at group level; API.md: groups start private) and a preview of exactly
 * what others will see. The switch is on only when every to-do is public; a mix is said in words.
 */
export function GroupPublicPanel({ group, queryKey }: { group: Group; queryKey: readonly unknown[] }) {
  const id = useId();
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const setPublic = useSetGroupPublic(queryKey);
  const total = group.todos.length;
  const publicCount = group.todos.filter((todo) => todo.isPublic).length;
  const isAllPublic = total > 0 && publicCount === total;
  const state =
    total === 0
      ? '할일이 없어서 공개할 것이 없어요.'
      : publicCount === 0
        ? '지금은 나만 볼 수 있어요.'
        : isAllPublic
          ? `할일 ${total}개를 모두 공개하고 있어요.`
          : `할일 ${total}개 중 ${publicCount}개만 공개하고 있어요.`;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-card bg-primary-soft p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        목록 공개 설정
      </h2>
      <Switch
        isSelected={isAllPublic}
        isDisabled={total === 0 || setPublic.isPending}
        onText="공개"
        offText="비공개"
        aria-describedby={`${id}-state ${id}-status`}
        onChange={(isPublic) => {
          setFailure(null);
          setPublic.mutate(
            { todoGroupId: group.todoGroupId, isPublic },
            {
              onSuccess: () =>
                toast(isPublic ? '할일 목록을 공개했어요.' : '할일 목록을 나만 보도록 바꿨어요.', {
                  tone: 'success',
                }),
              onError: (error) => setFailure(getErrorMessage(error, PUBLIC_FAILED_MESSAGE)),
            },
          );
        }}
      >
        이 직업의 할일 모두 공개
      </Switch>
      <p id={`${id}-state`} className="text-base text-ink">
        {state} 공개하면 로그인하지 않은 방문자를 포함해 누구나 내 닉네임, 프로필 사진, 사는 지역, 직업과 함께
        공개한 할일을 볼 수 있어요.
      </p>
      <InlineStatus id={`${id}-status`} tone="error">
        {failure}
      </InlineStatus>
      <div>
        <Button
          variant="secondary"
          aria-expanded={isPreviewOpen}
          aria-controls={`${id}-preview`}
          icon={
            isPreviewOpen ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )
          }
          onPress={() => setIsPreviewOpen((open) => !open)}
        >
          {isPreviewOpen ? '미리보기 닫기' : '다른 사람에게 보이는 모습'}
        </Button>
      </div>
      <div id={`${id}-preview`} hidden={!isPreviewOpen}>
        {isPreviewOpen && <PublicPreview group={group} />}
      </div>
    </section>
  );
}
