import { PhoneCall } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';
import { endedReasonText, formatCallDuration } from './call-text';
import type { TestCall } from './types';

type CallEndedProps = { call: TestCall; agentName: string; onRestart: () => void };

/** How the call ended, its recording, and the way to call again. */
export function CallEnded({ call, agentName, onRestart }: CallEndedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // When the receptionist hangs up, the message box focus was in has gone: give focus a place to land.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  }, []);

  const reason = endedReasonText(call.endedReason, agentName);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-col gap-1">
        <h4 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-foreground focus:outline-none">
          Call ended
        </h4>
        <p role="status" className="text-sm text-muted-foreground">
          {call.durationSeconds !== null && (
            <>
              Lasted <span className="font-medium text-foreground tabular-nums">{formatCallDuration(call.durationSeconds)}</span>.{' '}
            </>
          )}
          {reason}
        </p>
      </div>
      {call.recordingUrl && (
        <audio controls preload="none" src={call.recordingUrl} aria-label="Call recording" className="w-full">
          <a href={call.recordingUrl}>Download the recording</a>
        </audio>
      )}
      <Button variant="accent" className="w-full sm:w-auto sm:self-start" onClick={onRestart}>
        <PhoneCall aria-hidden="true" />
        Start a new call
      </Button>
    </div>
  );
}
