import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useUnsubscribe } from '../../features/reminders/api/unsubscribe.ts';
import { ApiError } from '../../lib/api-error.ts';

/**
 * /unsubscribe?token=… — the link in every reminder mail (ADR 023). Works without logging in. One press turns the
 * mails off: mail scanners open links, so opening the page alone changes nothing.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-12 min-[30rem]:px-6">
      <h1 className="flex items-center gap-2 text-3xl font-bold leading-snug">
        <MailX aria-hidden="true" className="size-8 shrink-0 text-primary" />
        알림 메일 끄기
      </h1>
      {unsubscribe.isSuccess ? (
        <div role="status" className="flex flex-col gap-3">
          <p className="text-lg">
            알림 메일을 껐어요. 이제 마감 알림과 월요일 모아보기 메일을 보내지 않아요.
          </p>
          <p className="text-ink-muted">다시 받고 싶으면 마이페이지의 "알림 메일"에서 켤 수 있어요.</p>
        </div>
      ) : (
        <>
          <p className="text-lg">
            다시봄의 마감 알림 메일과 월요일 모아보기 메일을 더 이상 받지 않으려면 아래 버튼을 눌러 주세요.
            로그인하지 않아도 돼요.
          </p>
          {unsubscribe.isError && (
            <p role="alert" className="font-semibold text-danger">
              {unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400
                ? unsubscribe.error.message
                : '알림 메일을 끄지 못했어요. 잠시 후 다시 시도해 주세요.'}
            </p>
          )}
          <div>
            <Button size="lg" isPending={unsubscribe.isPending} onPress={() => unsubscribe.mutate(token)}>
              알림 메일 끄기
            </Button>
          </div>
        </>
      )}
      <p>
        <Link
          to="/mypage"
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          마이페이지로 가기
        </Link>
      </p>
    </div>
  );
}

export { UnsubscribePage as Component };
