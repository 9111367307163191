import { AUTH_MESSAGES } from '@dasibom/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { showAlert, showConfirm } from '../../../stores/alert-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useLogout } from '../api/logout.ts';
import { useWithdraw } from '../api/withdraw.ts';

export const LOGGED_OUT_MESSAGE = '로그아웃했어요.';
export const WITHDRAWN_MESSAGE = '회원 탈퇴를 마쳤어요. 그동안 다시봄을 이용해 주셔서 감사합니다.';
export const WITHDRAW_CONFIRM_MESSAGE = [
  '탈퇴하면 아래 정보가 모두 지워지고 되돌릴 수 없어요.',
  '· 할일 목록',
  '· 메모와 사진',
  '· 스크랩한 채용 공고와 교육',
  '· 계정 정보 (아이디, 닉네임, 프로필 사진, 담은 직업)',
  '',
  '정말 탈퇴할까요?',
].join('\n');

/** Forget this member on this device: tokens and user (session store) and every cached answer about them. */
function useForgetMember() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // Leave the member-only page first, so it never renders for a visitor on the way out.
    await navigate('/', { replace: true });
    useSessionStore.getState().clearSession();
    queryClient.clear();
  };
}

/** 로그아웃: revokes the refresh token on the server, then clears this device — even when the call fails. */
export function LogoutButton() {
  const logout = useLogout();
  const forget = useForgetMember();
  return (
    <Button
      variant="secondary"
      size="lg"
      isPending={logout.isPending}
      icon={<LogOut aria-hidden="true" className="size-5" />}
      onPress={async () => {
        const { refreshToken } = useSessionStore.getState();
        if (refreshToken) await logout.mutateAsync(refreshToken).catch(() => undefined);
        await forget();
        toast(LOGGED_OUT_MESSAGE);
      }}
    >
      로그아웃
    </Button>
  );
}

/** 회원 탈퇴: a confirm that says what is lost (취소 focused), then the call. */
export function WithdrawButton() {
  const withdraw = useWithdraw();
  const forget = useForgetMember();
  return (
    <Button
      variant="ghost"
      isPending={withdraw.isPending}
      icon={<UserX aria-hidden="true" className="size-5" />}
      className="text-danger data-hovered:bg-danger-tint"
      onPress={async () => {
        const isSure = await showConfirm(WITHDRAW_CONFIRM_MESSAGE, {
          title: '회원 탈퇴',
          confirmLabel: '탈퇴하기',
          cancelLabel: '취소',
          destructive: true,
        });
        if (!isSure) return;
        try {
          await withdraw.mutateAsync();
        } catch {
          await showAlert(AUTH_MESSAGES.withdrawFailed);
          return;
        }
        await forget();
        toast(WITHDRAWN_MESSAGE, { tone: 'success' });
      }}
    >
      회원 탈퇴
    </Button>
  );
}
