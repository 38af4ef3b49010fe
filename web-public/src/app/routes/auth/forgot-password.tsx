import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Reset your password" description="Enter your email and we'll send you a 6-digit code to choose a new password.">
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </AuthCard>
  );
}
