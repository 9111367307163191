import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { readLoginId } from '../../features/auth/recovery-state.ts';
import { getMemberInfoQueryOptions, memberInfoQueryKey } from '../../features/members/api/get-member-info.ts';
import { applyAccountTextSize, syncSessionWithMemberInfo } from '../../features/members/member-session.ts';
import { writeHomePlanHint } from '../../lib/home-plan-hint.ts';
import { afterLoginState, readReturnTo } from '../../lib/navigation.ts';

/**
 * /login. After success: the member's picture and text size come from their account (and whether they have a plan,
 * for home's banner: lib/home-plan-hint.ts), then back to the page that asked for the login (navigation state) or
 * home, marked as arriving from the login (`afterLoginState`).
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = readReturnTo(location.state);

  const afterLogin = async () => {
    // Whatever was cached belonged to a visitor or another member.
    queryClient.removeQueries({ queryKey: memberInfoQueryKey.slice(0, 1) });
    try {
      const info = await queryClient.fetchQuery(getMemberInfoQueryOptions());
      syncSessionWithMemberInfo(info);
      applyAccountTextSize(info.textSize);
      // A chosen job is a plan: home draws the right banner at once, on this device's first visit too.
      writeHomePlanHint(info.memberId, info.jobs.length > 0);
    } catch {
      // The login itself worked; the picture and text size can wait for the next visit to /mypage.
    }
    await navigate(returnTo, { replace: true, state: afterLoginState() });
  };

  return (
    <div className="@container mx-auto w-full max-w-6xl">
      <div className="flex items-center justify-center gap-10 @min-[56rem]:px-6">
        <img
          src="/images/login.svg"
          alt=""
          width={440}
          height={400}
          className="hidden w-full max-w-md shrink @min-[56rem]:block"
        />
        <AuthPage title="로그인" lead="다시봄에 다시 오신 것을 환영해요.">
          <LoginForm defaultLoginId={readLoginId(location.state)} onLoggedIn={afterLogin} />
        </AuthPage>
      </div>
    </div>
  );
}

export { LoginPage as Component };
