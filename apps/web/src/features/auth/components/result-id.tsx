import { UserRound } from 'lucide-react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { readLoginId } from '../recovery-state.ts';
import { AuthPage } from './auth-page.tsx';

/** /resultId: the found login ID, then 로그인하기 or 비밀번호 찾기 (both prefilled with it). */
export function ResultId() {
  const location = useLocation();
  const loginId = readLoginId(location.state);

  if (!loginId) {
    return (
      <AuthPage title="아이디 찾기 결과" lead="찾은 아이디 정보가 없어요. 아이디 찾기를 다시 해 주세요.">
        <LinkButton href="/findid" size="lg" isFullWidth>
          아이디 찾기
        </LinkButton>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="아이디 찾기 결과" lead="이메일 인증을 마쳤어요. 회원님의 아이디를 알려드려요.">
      <div className="flex flex-col items-center gap-2 rounded-card bg-primary-soft px-6 py-8 text-center">
        <UserRound aria-hidden="true" className="size-10 text-primary" strokeWidth={1.75} />
        <p className="text-base text-ink-muted">회원님의 아이디</p>
        <p className="break-all text-2xl font-bold text-ink">{loginId}</p>
      </div>
      <div className="flex flex-col gap-3">
        <LinkButton href="/login" routerOptions={{ state: { loginId } }} size="lg" isFullWidth>
          로그인하기
        </LinkButton>
        <LinkButton
          href="/findpwd"
          routerOptions={{ state: { loginId } }}
          variant="secondary"
          size="lg"
          isFullWidth
        >
          비밀번호 찾기
        </LinkButton>
      </div>
    </AuthPage>
  );
}
