import { AuthCard } from '../../../features/auth/components/auth-card';
import { RegisterForm } from '../../../features/auth/components/register-form';

export function RegisterRoute() {
  return (
    <AuthCard title="Create your account" description="Start your 14-day free trial. No credit card required.">
      <RegisterForm />
    </AuthCard>
  );
}
