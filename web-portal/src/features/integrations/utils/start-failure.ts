/**
 * The words when a sign-in cannot start: the server's reason (or 'Unknown error') when it answered,
 * a plain try-again when it could not be reached.
 */
export function startFailureMessage(providerLabel: string, failure: { answered: boolean; reason?: string }): string {
  if (!failure.answered) return `Failed to start ${providerLabel} connection. Please try again.`;
  return `Failed to start ${providerLabel} connection: ${failure.reason || 'Unknown error'}`;
}
