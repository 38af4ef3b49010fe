import type { LanguageCode } from '../../lib/languages';

/** A turn of a test call: something said, or a function the receptionist called (check_availability, ...). */
export type TestCallTurn =
  | { role: 'agent' | 'user'; text: string }
  /** `ok`: it acted; `failed`: it could not do its job (neither: it asked back or found nothing). */
  | { role: 'tool'; name: string; ok: boolean; failed?: boolean };

export type TestCallEndedReason = 'agent_hangup' | 'user_hangup' | 'inactivity';

/** A simulated phone call with the AI receptionist, typed instead of spoken. */
export type TestCall = {
  callId: string;
  toNumber: string;
  fromNumber: string;
  status: 'ongoing' | 'ended';
  /** The language the call is in, by now: the receptionist answers each caller in theirs. */
  language: LanguageCode;
  turns: TestCallTurn[];
  endedReason: TestCallEndedReason | null;
  /** A WAV of the call, set once it has ended (may stay null when the audio could not be made). */
  recordingUrl: string | null;
  /** Set once the call has ended. */
  durationSeconds: number | null;
};

/** The three requests a test call needs; the owner's portal and the operator console each pass their own. */
export type TestCallActions = {
  start: (fromNumber?: string) => Promise<TestCall>;
  say: (callId: string, text: string) => Promise<TestCall>;
  hangUp: (callId: string) => Promise<TestCall>;
};
