import { useLocation } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { FindPasswordForm } from '../../features/auth/components/find-password-form.tsx';
import { readLoginId } from '../../features/auth/recovery-state.ts';

export function FindPasswordPage() {
  const location = useLocation();
  return (
    <AuthPage title="비밀번호 찾기" lead="아이디와 가입할 때 쓴 이메일을 입력하면 인증번호를 보내 드려요.">
      <FindPasswordForm defaultLoginId={readLoginId(location.state)} />
    </AuthPage>
  );
}

export { FindPasswordPage as Component };
