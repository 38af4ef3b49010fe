import { Badge, Card, Checkbox, cn, languageName } from '@ringbook/web-shared';
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useOpenCallbacks, type Callback } from '../api/get-callbacks';
import { useUpdateCallback } from '../api/update-callback';
import { useSalonCountry } from '../../../hooks/use-phone-format';
import { callerNumber, formatTimestamp } from '../utils/format-call';

const URGENCY: Record<string, { label: string; className: string } | undefined> = {
  urgent: { label: 'Urgent', className: 'border-0 bg-red-50 text-destructive' },
  low: { label: 'Low priority', className: '' },
};

/** Callers who asked to be called back, each with a tick for when the salon has called. */
export function CallbacksCard({ timeZone, location }: { timeZone?: string; location?: string }) {
  const callbacks = useOpenCallbacks(location);
  const list = callbacks.data ?? [];
  const waiting = list.filter((callback) => !callback.done).length;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-xl font-semibold tracking-tight text-foreground">Call-backs</h2>
          {waiting > 0 ? <Badge tone="accent">{waiting} waiting</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">Callers who asked you to call them back</p>
      </div>
      {callbacks.isPending ? (
        <Loading>Loading call-backs...</Loading>
      ) : callbacks.isError ? (
        <LoadFailed what="your call-backs" />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No one is waiting for a call back.
        </p>
      ) : (
        <ul aria-label="Call-back requests" className="flex flex-col divide-y divide-border">
          {list.map((callback) => (
            <CallbackRow key={callback.id} callback={callback} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CallbackRow({ callback, timeZone }: { callback: Callback; timeZone?: string }) {
  const update = useUpdateCallback();
  const country = useSalonCountry();
  // The tick shows at once: the mutation reports itself pending only after this click's render, and until then
  // the controlled checkbox would snap back.
  const [ticked, setTicked] = useState<boolean>();
  const done = ticked ?? callback.done;
  const urgency = URGENCY[callback.urgency];

  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cn('font-medium text-foreground', done && 'line-through')}>{callback.name}</span>
          {urgency ? (
            <Badge tone="neutral" className={cn('px-2.5 py-0.5 text-xs', urgency.className)}>
              {urgency.label}
            </Badge>
          ) : null}
          {callback.kind === 'late' ? (
            <Badge tone="neutral" className="px-2.5 py-0.5 text-xs">
              Running late
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-foreground">{callback.reason}</p>
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <a
            href={`tel:${callback.phone}`}
            className="font-medium text-primary tabular-nums underline-offset-4 hover:underline"
          >
            {callerNumber(callback.phone, country)}
          </a>
          {callback.bestTime ? <span>Best time: {callback.bestTime}</span> : null}
          {callback.language && callback.language !== 'en' ? <span>Speaks {languageName(callback.language)}</span> : null}
          {callback.createdAt ? <span>Asked {formatTimestamp(callback.createdAt, timeZone)}</span> : null}
        </p>
      </div>
      <Checkbox
        label="Called back"
        aria-label={`Called back ${callback.name}`}
        checked={done}
        disabled={update.isPending}
        onChange={(event) => {
          setTicked(event.target.checked);
          update.mutate({ id: callback.id, done: event.target.checked }, { onSettled: () => setTicked(undefined) });
        }}
      />
    </li>
  );
}
