import { useEffect, useRef, useState } from 'react';
import { readApiError } from '../../lib/api-error';
import { callErrorText, errorStatus } from './call-text';
import type { TestCall, TestCallActions } from './types';

type Busy = 'start' | 'say' | 'hangup' | null;

export type CallFailure = {
  message: string;
  /** Why the "Calling from" number was refused, when it was. */
  fromNumber?: string;
};

/**
 * One test call at a time: its latest state from the server, what is in flight, and the last failure.
 * Every request bumps `generation`; an answer that comes back after a newer request (or after the
 * simulator has gone) is dropped rather than written over the newer state.
 */
export function useTestCall(actions: TestCallActions, onEnded?: (call: TestCall) => void) {
  const [call, setCall] = useState<TestCall | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  /** The caller's words, shown until the receptionist's answer brings them back as a turn. */
  const [waitingOn, setWaitingOn] = useState<string | null>(null);

  const latest = useRef({ actions, onEnded });
  useEffect(() => {
    latest.current = { actions, onEnded };
  });
  const callRef = useRef<TestCall | null>(null);
  const generation = useRef(0);
  const hangingUp = useRef<string | null>(null);
  const reported = useRef(new Set<string>());

  function report(next: TestCall) {
    if (next.status !== 'ended' || reported.current.has(next.callId)) return;
    reported.current.add(next.callId);
    latest.current.onEnded?.(next);
  }

  function receive(next: TestCall) {
    callRef.current = next;
    setCall(next);
    report(next);
  }

  /** Hangs up; a call the server says is already over (409) ends here too, so the caller is never stuck. */
  async function endCall(current: TestCall, turn: number) {
    hangingUp.current = current.callId;
    try {
      const ended = await latest.current.actions.hangUp(current.callId);
      if (turn === generation.current) receive(ended);
      else report(ended);
    } catch (error) {
      if (turn !== generation.current) return;
      if (errorStatus(error) === 409) receive({ ...current, status: 'ended' });
      else setFailure({ message: callErrorText(error) });
    } finally {
      hangingUp.current = null;
    }
  }

  async function start(fromNumber?: string): Promise<boolean> {
    const turn = ++generation.current;
    setBusy('start');
    setFailure(null);
    try {
      const started = await latest.current.actions.start(fromNumber);
      if (turn !== generation.current) {
        // The simulator closed while the call was being placed: nobody is left to talk to.
        if (started.status === 'ongoing') latest.current.actions.hangUp(started.callId).then(report, () => {});
        return false;
      }
      receive(started);
      return true;
    } catch (error) {
      if (turn === generation.current) {
        setFailure({ message: callErrorText(error), fromNumber: readApiError(error).fields?.fromNumber });
      }
      return false;
    } finally {
      if (turn === generation.current) setBusy(null);
    }
  }

  /** False when the words did not get through, so the composer can give them back. */
  async function say(text: string): Promise<boolean> {
    const current = callRef.current;
    if (!current || current.status !== 'ongoing') return false;
    const turn = ++generation.current;
    setBusy('say');
    setFailure(null);
    setWaitingOn(text);
    try {
      const answered = await latest.current.actions.say(current.callId, text);
      if (turn === generation.current) receive(answered);
      return true;
    } catch (error) {
      // Hung up meanwhile: the words no longer matter.
      if (turn !== generation.current) return true;
      setFailure({ message: callErrorText(error) });
      setWaitingOn(null);
      // The call is over on the server (a long silence, say): fetch how it ended.
      if (errorStatus(error) === 409) await endCall(current, turn);
      return false;
    } finally {
      if (turn === generation.current) {
        setBusy(null);
        setWaitingOn(null);
      }
    }
  }

  async function hangUp() {
    const current = callRef.current;
    if (!current || current.status !== 'ongoing') return;
    // A reply still on its way is dropped: the caller has hung up.
    const turn = ++generation.current;
    setBusy('hangup');
    setFailure(null);
    setWaitingOn(null);
    await endCall(current, turn);
    if (turn === generation.current) setBusy(null);
  }

  /** Back to the start screen for a new call. */
  function reset() {
    generation.current++;
    callRef.current = null;
    setCall(null);
    setBusy(null);
    setFailure(null);
    setWaitingOn(null);
  }

  // Closed mid-call (the dialog shut, the page left): hang up, without waiting for the answer.
  useEffect(
    () => () => {
      generation.current++;
      const current = callRef.current;
      if (current?.status === 'ongoing' && hangingUp.current !== current.callId) {
        latest.current.actions.hangUp(current.callId).then(report, () => {});
      }
    },
    [],
  );

  return { call, busy, failure, waitingOn, start, say, hangUp, reset };
}
