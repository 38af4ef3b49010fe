import { readApiError } from '../../lib/api-error';
import type { TestCallEndedReason } from './types';

/** What a function the receptionist called came to: it acted (`done`); it did its job without acting yet, with a
 * question back or nothing found (`answered`); or it could not do its job (`failed`, the only one shown red). */
export type ToolOutcome = 'done' | 'answered' | 'failed';

export function toolOutcome(turn: { ok: boolean; failed?: boolean }): ToolOutcome {
  if (turn.ok) return 'done';
  return turn.failed ? 'failed' : 'answered';
}

const TOOL_LABELS: Record<string, Record<ToolOutcome, string>> = {
  get_business_info: {
    done: "Looked up the salon's details",
    answered: "Looked up the salon's details",
    failed: "Couldn't look up the salon's details",
  },
  check_availability: {
    done: 'Checked availability',
    answered: 'Checked availability',
    failed: "Couldn't check availability",
  },
  book_appointment: {
    done: 'Booked the appointment',
    answered: 'Asked the caller before booking',
    failed: "Couldn't book the appointment",
  },
  reschedule_appointment: {
    done: 'Moved the appointment',
    answered: 'Looked up the appointment to move',
    failed: "Couldn't move the appointment",
  },
  cancel_appointment: {
    done: 'Cancelled the appointment',
    answered: 'Looked up the appointment to cancel',
    failed: "Couldn't cancel the appointment",
  },
  request_callback: {
    done: 'Took a message',
    answered: 'Asked the caller for the message',
    failed: "Couldn't take a message",
  },
  join_waitlist: {
    done: 'Added the caller to the waitlist',
    answered: 'Asked the caller for the waitlist details',
    failed: "Couldn't add the caller to the waitlist",
  },
};

/** What a function the receptionist called did, in the owner's words; an unknown one is shown by its name. */
export function toolTurnLabel(name: string, outcome: ToolOutcome): string {
  const label = TOOL_LABELS[name];
  if (label) return label[outcome];
  return outcome === 'failed' ? `Failed: ${name}` : `Used ${name}`;
}

/** 65 as `1:05`. */
export function formatCallDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function endedReasonText(reason: TestCallEndedReason | null, agentName: string): string | null {
  switch (reason) {
    case 'agent_hangup':
      return `${agentName} hung up.`;
    case 'user_hangup':
      return 'You hung up.';
    case 'inactivity':
      return 'The call ended after a long silence.';
    default:
      return null;
  }
}

const FALLBACK = 'Something went wrong. Please try again.';

/** The server's `error` text when it sent one, else the thrown error's own message. */
export function callErrorText(error: unknown): string {
  const details = readApiError(error);
  if (details.message) return details.message;
  // The server answered, with no readable reason in the body.
  if (details.status !== undefined) return FALLBACK;
  // fetch itself failed: offline, or the server could not be reached.
  if (error instanceof TypeError) return "We couldn't reach the receptionist. Check your connection and try again.";
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK;
}

/** The HTTP status of a failed request (an ApiError, or another error carrying a `status`). */
export function errorStatus(error: unknown): number | undefined {
  const status = readApiError(error).status;
  if (status !== undefined) return status;
  const own = (error as { status?: unknown } | null)?.status;
  return typeof own === 'number' ? own : undefined;
}
