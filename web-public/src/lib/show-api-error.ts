import { readApiError, toast } from '@ringbook/web-shared';

type Fallbacks = {
  /** When the server answered without an `error` text. */
  rejected: string;
  /** When there was no answer at all (offline, server down, a bug on our side). */
  failed?: string;
};

/** A destructive 'Error' toast with the server's own words when it gave any. */
export function showApiError(error: unknown, { rejected, failed = rejected }: Fallbacks): void {
  const { status, message } = readApiError(error);
  const description = status === undefined ? failed : (message ?? rejected);
  toast({ title: 'Error', description, variant: 'destructive' });
}
