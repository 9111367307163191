import type { CalendarFeedCreated } from '@dasibom/contract';
import { CalendarDays, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { InlineStatus, type StatusTone } from '../../../components/forms/inline-status.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showConfirm } from '../../../stores/alert-store.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';

export const CALENDAR_MESSAGES = {
  copied: '주소를 복사했어요. 달력 앱에 붙여 넣으세요.',
  copyFailed: '복사하지 못했어요. 주소 칸을 길게 눌러 직접 복사해 주세요.',
  failed: '달력 주소를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
  revoked: '달력 연결을 끊었어요. 이전 주소로는 더 이상 일정을 볼 수 없어요.',
  replaceConfirm:
    '새 주소를 만들면 지금 쓰는 주소는 더 이상 작동하지 않아요.\n달력 앱에도 새 주소를 다시 넣어야 해요.\n\n새 주소를 만들까요?',
  revokeConfirm: '연결을 끊으면 달력 앱에서 다시봄 일정이 더 이상 바뀌지 않아요.\n\n연결을 끊을까요?',
} as const;

function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));
}

/** The address, shown once after it is made, with copy and open buttons and plain instructions. */
function FreshAddress({ feed }: { feed: CalendarFeedCreated }) {
  const inputId = useId();
  const statusId = useId();
  const [status, setStatus] = useState<{ tone: StatusTone; text: string } | null>(null);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary bg-primary-soft p-4">
      <label htmlFor={inputId} className="text-lg font-bold">
        내 달력 주소
      </label>
      <input
        id={inputId}
        readOnly
        value={feed.url}
        aria-describedby={statusId}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-xl border border-line bg-white px-3 font-mono text-base text-ink"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="primary"
          icon={<Copy aria-hidden="true" className="size-5" />}
          onPress={async () => {
            try {
              await navigator.clipboard.writeText(feed.url);
              setStatus({ tone: 'success', text: CALENDAR_MESSAGES.copied });
            } catch {
              setStatus({ tone: 'error', text: CALENDAR_MESSAGES.copyFailed });
            }
          }}
        >
          주소 복사
        </Button>
        <a
          href={feed.webcalUrl}
          className="inline-flex min-h-11 items-center rounded-xl border border-line bg-white px-4 font-semibold text-ink underline-offset-4 hover:underline"
        >
          달력 앱에서 열기
        </a>
      </div>
      <InlineStatus id={statusId} tone={status?.tone}>
        {status?.text}
      </InlineStatus>
      <p className="font-semibold text-ink">
        이 주소는 지금 한 번만 보여 드려요. 다른 사람에게 알려 주지 마세요.
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-6 text-ink">
        <li>아이폰: "달력 앱에서 열기"를 누른 뒤 "구독"을 누르세요.</li>
        <li>
          구글 캘린더: 컴퓨터에서 구글 캘린더를 열고 왼쪽 "다른 캘린더" 옆 + 를 눌러 "URL로 추가"에 주소를
          붙여 넣으세요. 휴대폰의 구글 캘린더에도 함께 보여요.
        </li>
      </ul>
    </div>
  );
}

/**
 * /mypage: "휴대폰 달력에 일정 넣기" (ADR 024). Makes, replaces or removes the member's private calendar address; the
 * address itself is shown only right after it is made.
 */
export function CalendarFeedCard() {
  const statusId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [fresh, setFresh] = useState<CalendarFeedCreated | null>(null);
  const [status, setStatus] = useState<{ tone: StatusTone; text: string } | null>(null);

  const makeAddress = async () => {
    setStatus(null);
    try {
      setFresh(await create.mutateAsync());
    } catch {
      setStatus({ tone: 'error', text: CALENDAR_MESSAGES.failed });
    }
  };

  return (
    <SectionCard
      title="휴대폰 달력에 일정 넣기"
      icon={<CalendarDays aria-hidden="true" className="size-6 shrink-0 text-primary" />}
    >
      <p className="text-ink">
        할일의 목표일, 스크랩한 공고의 마감일, 교육 시작일, 자격증 시험 일정을 휴대폰이나 컴퓨터 달력에서 볼
        수 있어요. 일정이 바뀌면 달력에도 따라 바뀌어요. 달력 앱에 따라 반영까지 몇 시간 걸릴 수 있어요.
      </p>
      {feed.isPending ? (
        <Spinner isLabelVisible label="달력 연결 상태를 확인하는 중이에요" />
      ) : feed.isError ? (
        <p className="text-danger">달력 연결 상태를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
      ) : (
        <>
          {fresh ? (
            <FreshAddress feed={fresh} />
          ) : feed.data.exists && feed.data.createdAt ? (
            <p className="text-ink">
              {formatDay(feed.data.createdAt)}에 만든 달력 주소가 연결되어 있어요. 주소는 만들 때 한 번만 보여
              드려요.
            </p>
          ) : (
            <p className="text-ink-muted">
              아직 연결된 달력이 없어요. 비밀번호를 바꾸면 안전을 위해 달력 주소도 멈추니, 그때는 새로 만들어
              주세요.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {feed.data.exists ? (
              <>
                <Button
                  variant="secondary"
                  isPending={create.isPending}
                  icon={<RefreshCw aria-hidden="true" className="size-5" />}
                  onPress={async () => {
                    if (
                      await showConfirm(CALENDAR_MESSAGES.replaceConfirm, { confirmLabel: '새 주소 만들기' })
                    )
                      await makeAddress();
                  }}
                >
                  새 주소 만들기
                </Button>
                <Button
                  variant="danger"
                  isPending={remove.isPending}
                  icon={<Link2Off aria-hidden="true" className="size-5" />}
                  onPress={async () => {
                    const sure = await showConfirm(CALENDAR_MESSAGES.revokeConfirm, {
                      confirmLabel: '연결 끊기',
                      destructive: true,
                    });
                    if (!sure) return;
                    try {
                      await remove.mutateAsync();
                      setFresh(null);
                      setStatus({ tone: 'success', text: CALENDAR_MESSAGES.revoked });
                    } catch {
                      setStatus({ tone: 'error', text: CALENDAR_MESSAGES.failed });
                    }
                  }}
                >
                  연결 끊기
                </Button>
              </>
            ) : (
              <Button
                variant="primary"
                isPending={create.isPending}
                icon={<CalendarDays aria-hidden="true" className="size-5" />}
                onPress={makeAddress}
              >
                달력 주소 만들기
              </Button>
            )}
          </div>
        </>
      )}
      <InlineStatus id={statusId} tone={status?.tone}>
        {status?.text}
      </InlineStatus>
    </SectionCard>
  );
}
