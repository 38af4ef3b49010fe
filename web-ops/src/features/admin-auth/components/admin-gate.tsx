import { PageTitle, RingbookLogo } from '@ringbook/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAdminToken } from '../../../lib/admin-token';
import { AdminTokenForm } from './admin-token-form';

/** Shows the login card until a token is held; a dropped token (logout, 401/403) brings the card back. */
export function AdminGate({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Nothing one operator fetched may show to whoever signs in next in this tab.
    if (!token) queryClient.clear();
  }, [token, queryClient]);

  if (!token) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted px-4 py-12">
        <PageTitle title="Admin sign-in" />
        <RingbookLogo />
        <AdminTokenForm />
      </main>
    );
  }
  return children;
}
