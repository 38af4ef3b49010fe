import type { ApiErrorDetails } from '@ringbook/web-shared';

export const CALCOM = 'Cal.com';

export const NO_EVENT_TYPES = `No event types found. Please create an event type in ${CALCOM} first.`;

/** With an answer, its reason (or 'Unknown error'); with none at all (offline), a plain try-again. */
export function connectFailureMessage(failure: ApiErrorDetails): string {
  if (failure.status === undefined) return `Failed to start ${CALCOM} connection. Please try again.`;
  return `Failed to start ${CALCOM} connection: ${failure.message || 'Unknown error'}`;
}

export type OAuthCompleteMessage = { type: 'oauth-complete'; provider: string; ok: boolean };

export function isCalcomComplete(data: unknown): data is OAuthCompleteMessage {
  const message = data as Partial<OAuthCompleteMessage> | null;
  return !!message && message.type === 'oauth-complete' && message.provider === 'calcom';
}
