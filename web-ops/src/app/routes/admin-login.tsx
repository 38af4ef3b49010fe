import { PageTitle, RingbookLogo } from '@ringbook/web-shared';
import { AdminTokenForm } from '../../features/admin-auth/components/admin-token-form';

export function AdminLoginRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted px-4 py-12">
      <PageTitle title="Admin sign-in" />
      <RingbookLogo />
      <AdminTokenForm />
    </main>
  );
}
