import { CircleCheck, CircleX, Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';
import { toolOutcome, toolTurnLabel, type ToolOutcome } from './call-text';
import type { TestCall, TestCallTurn } from './types';

const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap';
const agentBubble = cn(bubble, 'rounded-bl-sm border border-border bg-background text-foreground');
const callerBubble = cn(bubble, 'rounded-br-sm bg-primary text-primary-foreground');

const TOOL_ICONS: Record<ToolOutcome, typeof CircleCheck> = { done: CircleCheck, answered: Info, failed: CircleX };

function Turn({ turn, agentName, language }: { turn: TestCallTurn; agentName: string; language: string }) {
  if (turn.role === 'tool') {
    const outcome = toolOutcome(turn);
    const Icon = TOOL_ICONS[outcome];
    return (
      <li className="flex justify-center">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
            outcome === 'failed'
              ? 'border-red-200 bg-red-50 text-destructive'
              : 'border-border bg-background text-muted-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
          {toolTurnLabel(turn.name, outcome)}
        </span>
      </li>
    );
  }
  // A transfer ends the simulated call; the call's status says so, the log shows no line for it.
  if (turn.role === 'transfer') return null;
  const fromAgent = turn.role === 'agent';
  return (
    <li className={cn('flex', fromAgent ? 'justify-start' : 'justify-end')}>
      <p className={fromAgent ? agentBubble : callerBubble}>
        <span className="sr-only">{fromAgent ? `${agentName}: ` : 'You: '}</span>
        <span lang={language}>{turn.text}</span>
      </p>
    </li>
  );
}

type CallLogProps = {
  call: TestCall;
  agentName: string;
  /** The caller's words on their way, shown faintly with a typing indicator until the answer comes. */
  waitingOn: string | null;
};

/** The conversation so far, newest at the bottom and kept in view; new turns are read out politely. */
export function CallLog({ call, agentName, waitingOn }: CallLogProps) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [call.turns.length, waitingOn]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Call transcript"
      // Scrollable, so it must be reachable from the keyboard.
      tabIndex={0}
      className={cn(
        'flex h-[min(20rem,45dvh)] min-h-40 flex-col overflow-y-auto scroll-smooth rounded-lg border border-border',
        'bg-muted p-3 focus-visible:outline-2 focus-visible:outline-ring sm:p-4',
      )}
    >
      <ol className="flex flex-col gap-2">
        {call.turns.map((turn, index) => (
          <Turn key={index} turn={turn} agentName={agentName} language={call.language} />
        ))}
        {waitingOn !== null && (
          // Not read out: the caller knows what they said, and it is read with the answer.
          <li aria-hidden="true" className="flex justify-end">
            <p className={cn(callerBubble, 'opacity-70')}>{waitingOn}</p>
          </li>
        )}
      </ol>
      {waitingOn !== null && (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner className="size-3.5" />
          {agentName} is typing…
        </p>
      )}
    </div>
  );
}
