import type { MemberInfo } from '@dasibom/contract';
import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { MapPin, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router';
import { InlineStatus } from '../../components/forms/inline-status.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { LogoutButton, WithdrawButton } from '../../features/auth/components/account-exit.tsx';
import { CalendarFeedCard } from '../../features/calendar/components/calendar-feed-card.tsx';
import { useChangeRegion } from '../../features/members/api/change-region.ts';
import { useMemberInfo } from '../../features/members/api/get-member-info.ts';
import { ChangePasswordDialog } from '../../features/members/components/change-password-dialog.tsx';
import { InfoRow } from '../../features/members/components/info-row.tsx';
import { MyJobsSection } from '../../features/members/components/my-jobs-section.tsx';
import { NicknameEditor } from '../../features/members/components/nickname-editor.tsx';
import { ProfileImageEditor } from '../../features/members/components/profile-image-editor.tsx';
import { syncSessionWithMemberInfo } from '../../features/members/member-session.ts';
import { ResidencePicker } from '../../features/regions/components/residence-picker.tsx';
import { ReminderSettingsCard } from '../../features/reminders/components/reminder-settings-card.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { toast } from '../../stores/toast-store.ts';

export const REGION_CHANGED_MESSAGE = '거주지를 바꿨어요.';

/** "1965/03/15" → "1965년 3월 15일". */
export function formatBirthDate(value: string): string {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return value;
  return `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일`;
}

/** 거주지 with 변경: the regions feature's picker, the members feature's call. */
function RegionRow({ info }: { info: MemberInfo }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeRegion();
  const current =
    info.regionCode !== null && info.regionName
      ? { regionCode: info.regionCode, regionName: info.regionName }
      : null;

  return (
    <InfoRow
      label="거주지"
      action={
        <Button
          variant="secondary"
          aria-label="거주지 변경"
          aria-haspopup="dialog"
          onPress={() => setIsOpen(true)}
          isPending={change.isPending}
          icon={<MapPin aria-hidden="true" className="size-5" />}
        >
          변경
        </Button>
      }
    >
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold">{info.regionName ?? '선택하지 않았어요'}</span>
        <InlineStatus id={`${id}-status`} tone="error">
          {failure}
        </InlineStatus>
      </span>
      <ResidencePicker
        isOpen={isOpen}
        value={current}
        onClose={() => setIsOpen(false)}
        onSelect={(region) => {
          if (region.regionCode === info.regionCode) return;
          setFailure(null);
          change.mutate(region.regionCode, {
            onSuccess: () => toast(REGION_CHANGED_MESSAGE, { tone: 'success' }),
            onError: () => setFailure(AUTH_MESSAGES.regionChangeFailed),
          });
        }}
      />
    </InfoRow>
  );
}

function MemberDetails({ info }: { info: MemberInfo }) {
  return (
    <>
      <SectionCard
        isContainer
        title="내 정보"
        icon={<UserRound aria-hidden="true" className="size-6 shrink-0 text-primary" />}
      >
        <ProfileImageEditor profileImage={info.profileImage} />
        <dl className="flex flex-col">
          <NicknameEditor nickname={info.nickname} />
          <InfoRow label="아이디">
            <span className="break-all font-semibold">{info.loginId}</span>
          </InfoRow>
          <InfoRow label="생년월일">
            <span className="font-semibold">{formatBirthDate(info.birthDate)}</span>
          </InfoRow>
          <RegionRow info={info} />
          <InfoRow
            label="비밀번호"
            action={<ChangePasswordDialog identity={{ loginId: info.loginId, nickname: info.nickname }} />}
          >
            <span className="text-ink-muted">••••••••</span>
          </InfoRow>
        </dl>
      </SectionCard>
      <div className="rounded-card border border-line-soft bg-white p-5 min-[30rem]:p-6">
        <MyJobsSection />
      </div>
      <ReminderSettingsCard />
      <CalendarFeedCard />
      <SectionCard isContainer title="계정">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <LogoutButton />
          <WithdrawButton />
        </div>
      </SectionCard>
    </>
  );
}

/** /mypage (member only; the route's loader sends visitors home first). */
export function MyPage() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const info = useMemberInfo({ enabled: isLoggedIn });

  // The top bar shows what the server says (a change made on another device shows up here).
  useEffect(() => {
    if (info.data) syncSessionWithMemberInfo(info.data);
  }, [info.data]);

  // The session ended while this page was open (logout elsewhere, refresh refused): leave quietly.
  if (!isLoggedIn) return <Navigate to="/" replace />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 min-[30rem]:px-6">
      <h1 className="text-3xl font-bold leading-snug">마이페이지</h1>
      {info.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner isLabelVisible label="내 정보를 불러오는 중이에요" />
        </div>
      ) : info.isError ? (
        <QueryErrorState query={info} message="내 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요." />
      ) : (
        <MemberDetails info={info.data} />
      )}
    </div>
  );
}

export { MyPage as Component };
