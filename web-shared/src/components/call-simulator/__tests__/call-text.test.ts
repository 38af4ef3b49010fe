import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { callErrorText, endedReasonText, errorStatus, formatCallDuration, toolOutcome, toolTurnLabel } from '../call-text';

describe('toolTurnLabel', () => {
  const names = [
    'get_business_info',
    'check_availability',
    'book_appointment',
    'reschedule_appointment',
    'cancel_appointment',
    'request_callback',
    'join_waitlist',
  ];

  it("says what each of the receptionist's functions did, or couldn't do", () => {
    expect(names.map((name) => toolTurnLabel(name, 'done'))).toEqual([
      "Looked up the salon's details",
      'Checked availability',
      'Booked the appointment',
      'Moved the appointment',
      'Cancelled the appointment',
      'Took a message',
      'Added the caller to the waitlist',
    ]);
    expect(names.map((name) => toolTurnLabel(name, 'failed'))).toEqual([
      "Couldn't look up the salon's details",
      "Couldn't check availability",
      "Couldn't book the appointment",
      "Couldn't move the appointment",
      "Couldn't cancel the appointment",
      "Couldn't take a message",
      "Couldn't add the caller to the waitlist",
    ]);
  });

  it('words a question back or nothing found as the job it did, never as a failure', () => {
    expect(names.map((name) => toolTurnLabel(name, 'answered'))).toEqual([
      "Looked up the salon's details",
      'Checked availability',
      'Asked the caller before booking',
      'Looked up the appointment to move',
      'Looked up the appointment to cancel',
      'Asked the caller for the message',
      'Asked the caller for the waitlist details',
    ]);
  });

  it('names a function it does not know', () => {
    expect(toolTurnLabel('send_sms', 'done')).toBe('Used send_sms');
    expect(toolTurnLabel('send_sms', 'answered')).toBe('Used send_sms');
    expect(toolTurnLabel('send_sms', 'failed')).toBe('Failed: send_sms');
  });
});

describe('toolOutcome', () => {
  it('is a failure only when the server says the function failed', () => {
    expect(toolOutcome({ ok: true })).toBe('done');
    expect(toolOutcome({ ok: false })).toBe('answered');
    expect(toolOutcome({ ok: false, failed: false })).toBe('answered');
    expect(toolOutcome({ ok: false, failed: true })).toBe('failed');
  });
});

describe('formatCallDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(9)).toBe('0:09');
    expect(formatCallDuration(65)).toBe('1:05');
    expect(formatCallDuration(64.6)).toBe('1:05');
    expect(formatCallDuration(754)).toBe('12:34');
  });
});

describe('endedReasonText', () => {
  it('says who ended the call', () => {
    expect(endedReasonText('agent_hangup', 'Brian')).toBe('Brian hung up.');
    expect(endedReasonText('user_hangup', 'Brian')).toBe('You hung up.');
    expect(endedReasonText('inactivity', 'Brian')).toBe('The call ended after a long silence.');
    expect(endedReasonText(null, 'Brian')).toBeNull();
  });
});

describe('callErrorText and errorStatus', () => {
  it("reads the server's error from the refusal", async () => {
    const error = await ApiError.of(Response.json({ error: 'This call has ended.' }, { status: 409 }));
    expect(callErrorText(error)).toBe('This call has ended.');
    expect(errorStatus(error)).toBe(409);
  });

  it('does not show a proxy page or an empty body', async () => {
    const proxyPage = await ApiError.of(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(callErrorText(proxyPage)).toBe('Something went wrong. Please try again.');
  });

  it("uses any other error's own message, and its status when it carries one", () => {
    const error = Object.assign(new Error('No simulated line answers at +18005550100; call it from a phone.'), {
      status: 409,
    });
    expect(callErrorText(error)).toBe('No simulated line answers at +18005550100; call it from a phone.');
    expect(errorStatus(error)).toBe(409);
    expect(errorStatus(new Error('boom'))).toBeUndefined();
  });

  it('says the receptionist could not be reached when fetch itself fails', () => {
    expect(callErrorText(new TypeError('Failed to fetch'))).toBe(
      "We couldn't reach the receptionist. Check your connection and try again.",
    );
  });
});
