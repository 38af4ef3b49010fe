import { CheckCheck } from 'lucide-react';
import { clientConfirmed } from '../utils/status';

/** The client confirmed this appointment by replying C to its reminder (a move clears it). */
export function ConfirmedMark(appointment: { confirmedAt?: string; status: string }) {
  if (!clientConfirmed(appointment)) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-status-completed">
      <CheckCheck className="size-3.5" aria-hidden="true" />
      Client confirmed
    </span>
  );
}
