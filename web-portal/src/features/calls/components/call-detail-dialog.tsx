import { Dialog, cn } from '@ringbook/web-shared';
import type { ReactNode } from 'react';
import type { Call } from '../api/call-logs';
import { useSalonCountry } from '../../../hooks/use-phone-format';
import { formatCallLength, callerNumber, formatTimestamp, transcriptLines } from '../utils/format-call';
import { CallOutcomeBadge } from './call-outcome-badge';

type CallDetailDialogProps = {
  /** The call to show; the dialog is closed while it is null. */
  call: Call | null;
  onClose: () => void;
  timeZone?: string;
};

export function CallDetailDialog({ call, onClose, timeZone }: CallDetailDialogProps) {
  const country = useSalonCountry();
  return (
    <Dialog
      open={call !== null}
      onOpenChange={(open) => !open && onClose()}
      title={call ? `Call from ${callerNumber(call.phoneNumber, country)}` : 'Call'}
      description={call ? formatTimestamp(call.timestamp, timeZone) : undefined}
      width="max-w-2xl"
    >
      {call && <CallDetails call={call} />}
    </Dialog>
  );
}

function CallDetails({ call }: { call: Call }) {
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Outcome">
          <CallOutcomeBadge outcome={call.inProgress ? null : call.outcome} />
        </Fact>
        <Fact label="Duration">
          {call.duration === null ? (
            '—'
          ) : (
            <span className="tabular-nums">
              {formatCallLength(call.duration)} <span className="text-muted-foreground">({call.duration} seconds)</span>
            </span>
          )}
        </Fact>
        {call.sentiment ? <Fact label="Caller's mood">{call.sentiment}</Fact> : null}
      </dl>
      {/* The notes often are the summary itself; once is enough. */}
      {call.notes && call.notes !== call.summary ? (
        <DetailSection title="Notes">
          <p className="text-sm text-foreground">{call.notes}</p>
        </DetailSection>
      ) : null}
      <DetailSection title="Summary">
        <p className="text-sm text-foreground">{call.summary || 'No summary for this call yet.'}</p>
      </DetailSection>
      <DetailSection title="Recording">
        {call.recordingUrl ? (
          <>
            <audio controls preload="none" src={call.recordingUrl} aria-label="Call recording" className="w-full" />
            <a
              href={call.recordingUrl}
              target="_blank"
              rel="noreferrer"
              className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Open the recording in a new tab
            </a>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {call.recordingExpired
              ? 'Recording expired: it was deleted after the days you keep recordings (see Settings).'
              : 'There is no recording of this call.'}
          </p>
        )}
      </DetailSection>
      <DetailSection title="Transcript">
        {call.transcript ? (
          <Transcript transcript={call.transcript} />
        ) : (
          <p className="text-sm text-muted-foreground">There is no transcript of this call.</p>
        )}
      </DetailSection>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}

function Transcript({ transcript }: { transcript: string }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Transcript"
      className={cn(
        'max-h-72 overflow-y-auto rounded-lg border border-border bg-muted p-3',
        'focus-visible:outline-2 focus-visible:outline-ring',
      )}
    >
      <ol className="flex flex-col gap-2 text-sm">
        {transcriptLines(transcript).map((line, index) => (
          <li key={index} className="text-foreground">
            {line.speaker ? <span className="font-semibold">{line.speaker}: </span> : null}
            {line.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
