import type { ApiAnswer } from '../../api/routes';
import type { LanguageCode } from '../../lib/languages';

type SimulatedCall = ApiAnswer<'POST /api/receptionist/test-calls'>;

/** A turn of a test call: something said, a function the receptionist called (check_availability, ...) — `ok`:
 * it acted, `failed`: it could not do its job, neither: it asked back or found nothing — or a transfer. */
export type TestCallTurn = SimulatedCall['turns'][number];

export type TestCallEndedReason = NonNullable<SimulatedCall['endedReason']>;

/** A simulated phone call with the AI receptionist, typed instead of spoken; the recording (a WAV, which may stay
 * null when the audio could not be made) and the duration are set once it has ended. */
export type TestCall = Omit<SimulatedCall, 'language'> & {
  /** The language the call is in, by now: the receptionist answers each caller in theirs. */
  language: LanguageCode;
};

/** The three requests a test call needs; the owner's portal and the operator console each pass their own. */
export type TestCallActions = {
  start: (fromNumber?: string) => Promise<TestCall>;
  say: (callId: string, text: string) => Promise<TestCall>;
  hangUp: (callId: string) => Promise<TestCall>;
};
