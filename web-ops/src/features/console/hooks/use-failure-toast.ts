import { toast } from '@ringbook/web-shared';
import { useEffect, useRef } from 'react';
import { AdminApiError, AdminAuthError } from '../../../lib/admin-api';

/** A destructive toast with the spec's message once per failed fetch; a refused token shows the login card instead. */
export function useFailureToast(error: Error | null, message: string) {
  const shown = useRef<Error | null>(null);

  useEffect(() => {
    if (!error || error instanceof AdminAuthError || shown.current === error) return;
    shown.current = error;
    const description = error instanceof AdminApiError ? error.message : 'Check your connection and try again.';
    toast({ title: message, description, variant: 'destructive' });
  }, [error, message]);
}
