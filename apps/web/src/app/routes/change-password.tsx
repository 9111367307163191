import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export { ResetPasswordForm as Component };
