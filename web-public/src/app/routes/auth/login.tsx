import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginRoute() {
  return (
    <AuthCard title="Sign In" description="Welcome back. Sign in to see your calls and bookings.">
      <LoginForm />
    </AuthCard>
  );
}
