import { ApiError, toast } from '@ringbook/web-shared';
import { useEffect, useRef } from 'react';
import { isAdminAuthError } from '../../../lib/admin-api';

/** A destructive toast with the spec's message once per failed fetch; a refused token shows the login card instead. */
export function useFailureToast(error: Error | null, message: string) {
  const shown = useRef<Error | null>(null);

  useEffect(() => {
    if (!error || isAdminAuthError(error) || shown.current === error) return;
    shown.current = error;
    const description = error instanceof ApiError ? error.message : 'Check your connection and try again.';
    toast({ title: message, description, variant: 'destructive' });
  }, [error, message]);
}
