import { cn } from '@ringbook/web-shared';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { Call } from '../api/call-logs';
import { useSalonCountry } from '../../../hooks/use-phone-format';
import { callerNumber, formatSeconds, formatTimestamp } from '../utils/format-call';
import { CallDetailDialog } from './call-detail-dialog';
import { CallOutcomeBadge } from './call-outcome-badge';

type CallListProps = { calls: Call[]; timeZone?: string; className?: string };

/** Calls as rows (number, notes, when, how long, outcome); a row opens the call's details. */
export function CallList({ calls, timeZone, className }: CallListProps) {
  const [openCall, setOpenCall] = useState<Call | null>(null);
  const country = useSalonCountry();

  return (
    <>
      <ul aria-label="Calls" className={cn('flex flex-col divide-y divide-border', className)}>
        {calls.map((call) => (
          <li key={call.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpenCall(call)}
              className={cn(
                'flex w-full items-start gap-3 rounded-lg px-2 py-3 text-left',
                'transition-colors duration-150 hover:bg-muted',
                'focus-visible:outline-2 focus-visible:outline-ring',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-foreground tabular-nums">
                    {callerNumber(call.phoneNumber, country)}
                  </span>
                  <CallOutcomeBadge outcome={call.inProgress ? null : call.outcome} />
                </span>
                {call.notes ? <span className="line-clamp-2 text-sm text-foreground">{call.notes}</span> : null}
                <span className="text-sm text-muted-foreground tabular-nums">
                  {formatTimestamp(call.timestamp, timeZone)} · {formatSeconds(call.duration)}
                </span>
              </span>
              <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <CallDetailDialog call={openCall} onClose={() => setOpenCall(null)} timeZone={timeZone} />
    </>
  );
}
