import { PhoneCall, PhoneOff } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { languageName } from '../../lib/languages';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { CallComposer } from './call-composer';
import { CallEnded } from './call-ended';
import { CallLog } from './call-log';
import { CallStart } from './call-start';
import { Suggestions } from './suggestions';
import type { TestCall, TestCallActions } from './types';
import { useTestCall } from './use-test-call';

export type CallSimulatorProps = TestCallActions & {
  /** The number being called, as people read it: `(800) 555-0100`. */
  phoneNumber: string;
  /** The receptionist's name, for "… is typing" and screen readers. */
  agentName?: string;
  /** What the "Calling from" box says is used when it is left empty. */
  fromPlaceholder?: string;
  /** Called once per call when it ends: hung up by either side, gone quiet, or the simulator closed mid-call. */
  onEnded?: (call: TestCall) => void;
  className?: string;
};

/**
 * A phone call with the AI receptionist, typed instead of spoken: start it, talk, hang up, replay the recording.
 * Closing it mid-call (unmounting) hangs up.
 */
export function CallSimulator({
  phoneNumber,
  agentName = 'The receptionist',
  fromPlaceholder = 'A test number, unless you enter one',
  onEnded,
  className,
  start,
  say,
  hangUp,
}: CallSimulatorProps) {
  const headingId = useId();
  const errorId = useId();
  const session = useTestCall({ start, say, hangUp }, onEnded);
  const { call, busy, failure, waitingOn } = session;
  const [fromNumber, setFromNumber] = useState('');
  const [draft, setDraft] = useState('');
  const [returning, setReturning] = useState(false);

  // Words that do not get through come back to the box, unless something new was typed meanwhile.
  async function send(text: string, { fromDraft }: { fromDraft: boolean }) {
    const words = text.trim();
    if (!words) return;
    if (fromDraft) setDraft('');
    if (!(await session.say(words))) setDraft((current) => current || text);
  }

  async function startCall(opening?: string) {
    if (!(await session.start(fromNumber.trim() || undefined))) return;
    if (opening) await send(opening, { fromDraft: false });
  }

  function restart() {
    session.reset();
    setDraft('');
    setReturning(true);
  }

  const ongoing = call?.status === 'ongoing';
  const callerSpoke = call?.turns.some((turn) => turn.role === 'user') ?? false;

  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-4', className)}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary">
            <PhoneCall aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col">
            <h3 id={headingId} className="flex min-w-0 flex-col">
              <span className="text-xs font-medium text-muted-foreground">Test call to</span>{' '}
              <span className="truncate text-base font-semibold text-foreground tabular-nums">{phoneNumber}</span>
            </h3>
            {call && call.language !== 'en' && (
              <Badge tone="neutral" className="self-start px-2 py-0 text-xs">
                Speaking {languageName(call.language)}
              </Badge>
            )}
          </div>
        </div>
        {ongoing && (
          <Button variant="destructive" size="sm" onClick={() => void session.hangUp()} disabled={busy === 'hangup'}>
            {busy === 'hangup' ? <Spinner /> : <PhoneOff aria-hidden="true" />}
            Hang up
          </Button>
        )}
      </div>

      {call === null ? (
        <CallStart
          fromNumber={fromNumber}
          onFromNumberChange={setFromNumber}
          fromPlaceholder={fromPlaceholder}
          fromError={failure?.fromNumber}
          onStart={(opening) => void startCall(opening)}
          starting={busy === 'start'}
          returning={returning}
        />
      ) : (
        <CallLog call={call} agentName={agentName} waitingOn={waitingOn} />
      )}

      {ongoing && !callerSpoke && waitingOn === null && (
        <Suggestions
          label="Try saying"
          layout="row"
          disabled={busy !== null}
          onPick={(phrase) => void send(phrase, { fromDraft: false })}
        />
      )}

      {failure && (
        <p id={errorId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
          {failure.message}
        </p>
      )}

      {call && ongoing && (
        <CallComposer
          draft={draft}
          onDraftChange={setDraft}
          onSend={(text) => void send(text, { fromDraft: true })}
          busy={busy !== null}
          errorId={failure ? errorId : undefined}
        />
      )}
      {call && !ongoing && <CallEnded call={call} agentName={agentName} onRestart={restart} />}
    </section>
  );
}
