import { VerificationScreen } from '../../features/auth/components/verification-screen.tsx';

export { VerificationScreen as Component };
