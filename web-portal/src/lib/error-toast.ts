import { readApiError, toast } from '@ringbook/web-shared';

/** A destructive toast with the server's message, or `fallback` when it gave none. */
export function showError(error: unknown, fallback: string, title = 'Error'): void {
  toast({ title, description: readApiError(error).message ?? fallback, variant: 'destructive' });
}
