import { MailCheck } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { VerifyEmailForm } from '../../../features/auth/components/verify-email-form';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to={paths.auth.register.getHref()} replace />;

  return (
    <AuthCard
      title="Verify your email"
      description={
        <span className="flex items-start gap-2">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            We sent a 6-digit code to <strong className="font-semibold text-foreground [overflow-wrap:anywhere]">{email}</strong>. Enter
            it below.
          </span>
        </span>
      }
    >
      <VerifyEmailForm email={email} />
    </AuthCard>
  );
}
