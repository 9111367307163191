import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { InlineStatus, type StatusTone } from '../../../components/forms/inline-status.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { useUpdateReminderSettings } from '../api/update-reminder-settings.ts';

export const REMINDER_MESSAGES = {
  on: '알림 메일을 켰어요. 날짜가 다가오면 아침 8시쯤 메일로 알려 드려요.',
  off: '알림 메일을 껐어요.',
  digestOn: '월요일마다 앞으로 2주 일정을 모아 보내 드려요.',
  digestOff: '월요일 모아보기를 껐어요.',
  failed: '알림 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** /mypage: "알림 메일" (ADR 023). Opt-in; each switch saves at once and says what happened. */
export function ReminderSettingsCard() {
  const statusId = useId();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const [status, setStatus] = useState<{ tone: StatusTone; text: string } | null>(null);

  const save = async (next: { remindersEnabled: boolean; weeklyDigestEnabled: boolean }, done: string) => {
    setStatus(null);
    try {
      await update.mutateAsync(next);
      setStatus({ tone: 'success', text: done });
    } catch {
      setStatus({ tone: 'error', text: REMINDER_MESSAGES.failed });
    }
  };

  return (
    <SectionCard
      title="알림 메일"
      icon={<Mail aria-hidden="true" className="size-6 shrink-0 text-primary" />}
    >
      {settings.isPending ? (
        <Spinner isLabelVisible label="알림 설정을 불러오는 중이에요" />
      ) : settings.isError ? (
        <p className="text-danger">알림 설정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
      ) : (
        <>
          <p className="text-ink">
            스크랩한 공고의 마감일, 교육 시작일, 자격증 원서 접수 마감일, 할일의 목표일이 3일 남았을 때와
            당일에 <strong className="break-all">{settings.data.email}</strong>(으)로 메일을 보내 드려요.
            메일마다 바로 끌 수 있는 링크가 있어요.
          </p>
          <Switch
            isSelected={settings.data.remindersEnabled}
            isDisabled={update.isPending}
            onChange={(on) =>
              save(
                { remindersEnabled: on, weeklyDigestEnabled: on && settings.data.weeklyDigestEnabled },
                on ? REMINDER_MESSAGES.on : REMINDER_MESSAGES.off,
              )
            }
          >
            마감 알림 메일 받기
          </Switch>
          <Switch
            isSelected={settings.data.weeklyDigestEnabled}
            isDisabled={update.isPending || !settings.data.remindersEnabled}
            onChange={(on) =>
              save(
                { remindersEnabled: settings.data.remindersEnabled, weeklyDigestEnabled: on },
                on ? REMINDER_MESSAGES.digestOn : REMINDER_MESSAGES.digestOff,
              )
            }
          >
            월요일마다 2주 일정 모아보기
          </Switch>
          {!settings.data.remindersEnabled && (
            <p className="text-ink-muted">모아보기는 알림 메일을 켜면 고를 수 있어요.</p>
          )}
        </>
      )}
      <InlineStatus id={statusId} tone={status?.tone}>
        {status?.text}
      </InlineStatus>
    </SectionCard>
  );
}
