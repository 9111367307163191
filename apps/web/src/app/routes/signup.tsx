import { SignupFunnel } from '../../features/auth/components/signup-funnel.tsx';
import { ResidenceButton } from '../../features/regions/components/residence-picker.tsx';

/** /signup: the auth feature's funnel with the regions feature's residence picker plugged in. */
export function SignupPage() {
  return <SignupFunnel ResidenceField={ResidenceButton} />;
}

export { SignupPage as Component };
