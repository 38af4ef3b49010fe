/** "Mar 4, 2:35 PM" in the viewer's zone. */
export function formatMoment(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    moment,
  );
}

/** Who a thread is with: the name the client gave the agent, else their number. */
export function clientOf(thread: { clientName?: string; phone: string }, formatPhone: (phone: string) => string) {
  return thread.clientName || formatPhone(thread.phone);
}
