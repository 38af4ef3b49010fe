import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to={paths.auth.forgotPassword.getHref()} replace />;

  return (
    <AuthCard
      title="Choose a new password"
      description={
        <>
          Enter the code we sent to <strong className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</strong> and
          your new password.
        </>
      }
    >
      <ResetPasswordForm email={email} />
    </AuthCard>
  );
}
