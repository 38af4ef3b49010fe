import { CheckCheck } from 'lucide-react';

/** The client confirmed this appointment by replying C to its reminder (a move clears it). */
export function ConfirmedMark({ confirmedAt, status }: { confirmedAt?: string; status: string }) {
  if (!confirmedAt || status !== 'scheduled') return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-status-completed">
      <CheckCheck className="size-3.5" aria-hidden="true" />
      Client confirmed
    </span>
  );
}
