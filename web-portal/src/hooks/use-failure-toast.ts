import { toast } from '@ringbook/web-shared';
import { useEffect } from 'react';

/** One destructive toast each time `failed` turns true (a load that did not come back). */
export function useFailureToast(failed: boolean, title: string) {
  useEffect(() => {
    if (failed) toast({ title, variant: 'destructive' });
  }, [failed, title]);
}
