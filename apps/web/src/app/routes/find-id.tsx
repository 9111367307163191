import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { FindIdForm } from '../../features/auth/components/find-id-form.tsx';

export function FindIdPage() {
  return (
    <AuthPage title="아이디 찾기" lead="가입할 때 쓴 이메일로 인증번호를 보내 드려요.">
      <FindIdForm />
    </AuthPage>
  );
}

export { FindIdPage as Component };
