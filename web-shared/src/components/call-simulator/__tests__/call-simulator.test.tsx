import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { apiServer, type RouteAnswer, type RouteHandlers } from '../../../testing/api-server';
import { CallSimulator, type CallSimulatorProps } from '../call-simulator';
import type { TestCall, TestCallTurn } from '../types';

const GREETING = 'Thanks for calling Bella Salon, this is Brian. How can I help?';

function testCall(fields: Partial<TestCall> = {}): TestCall {
  return {
    callId: 'call-1',
    toNumber: '+18005550100',
    fromNumber: '+15550100000',
    status: 'ongoing',
    language: 'en',
    turns: [{ role: 'agent', text: GREETING }],
    endedReason: null,
    recordingUrl: null,
    durationSeconds: null,
    transferredTo: null,
    ...fields,
  };
}

const START = '/api/receptionist/test-calls';

/** The three calls wired the way the portal wires them: apiRequest, refusals as ApiError. */
const post = async (url: string, body: unknown) => (await (await apiRequest('POST', url, body)).json()) as TestCall;
const overHttp = {
  start: (fromNumber?: string) => post(START, fromNumber ? { fromNumber } : {}),
  say: (callId: string, text: string) => post(`${START}/${callId}/turns`, { text }),
  hangUp: (callId: string) => post(`${START}/${callId}/hangup`, {}),
};

/** A receptionist that answers every line with `reply(text)`, and hangs up with a 65 s recording. */
function receptionist(reply: (text: string) => TestCallTurn[] = () => [{ role: 'agent', text: 'Sure thing.' }]) {
  let call = testCall();
  return apiServer({
    'POST /api/receptionist/test-calls': ({ body }) => {
      call = testCall({ fromNumber: body.fromNumber ?? '+15550100000' });
      return { status: 201, body: call };
    },
    'POST /api/receptionist/test-calls/{call_id}/turns': ({ body }) => {
      call = { ...call, turns: [...call.turns, { role: 'user', text: body.text }, ...reply(body.text)] };
      return { body: call };
    },
    'POST /api/receptionist/test-calls/{call_id}/hangup': () => {
      call = {
        ...call,
        status: 'ended',
        endedReason: 'user_hangup',
        durationSeconds: 65,
        recordingUrl: '/recordings/call-1.wav',
      };
      return { body: call };
    },
  });
}

/** A receptionist whose three routes answer as given (a hang-up ends the call unless told otherwise). */
function answering(answers: {
  start?: () => RouteAnswer<'POST /api/receptionist/test-calls'>;
  turns?: () => RouteAnswer<'POST /api/receptionist/test-calls/{call_id}/turns'>;
  hangup?: () => RouteAnswer<'POST /api/receptionist/test-calls/{call_id}/hangup'>;
}) {
  const handlers: RouteHandlers = {
    'POST /api/receptionist/test-calls': answers.start ?? (() => ({ status: 201, body: testCall() })),
    // Leaving with the call still on hangs it up.
    'POST /api/receptionist/test-calls/{call_id}/hangup':
      answers.hangup ?? (() => ({ body: testCall({ status: 'ended', endedReason: 'user_hangup' }) })),
  };
  if (answers.turns) handlers['POST /api/receptionist/test-calls/{call_id}/turns'] = answers.turns;
  return apiServer(handlers);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderSimulator(props: Partial<CallSimulatorProps> = {}) {
  const user = userEvent.setup();
  const view = render(<CallSimulator phoneNumber="(800) 555-0100" agentName="Brian" {...overHttp} {...props} />);
  return { user, ...view };
}

const transcript = () => screen.getByRole('log', { name: 'Call transcript' });
const lines = () => within(transcript()).getAllByRole('listitem').map((item) => item.textContent);
const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });

async function startCall(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start call' }));
  await screen.findByRole('log', { name: 'Call transcript' });
}

describe('CallSimulator', () => {
  it('names the number it calls and starts from a test number when none is given', async () => {
    const calls = receptionist();
    const { user } = renderSimulator();

    expect(screen.getByRole('heading', { name: 'Test call to (800) 555-0100' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Calling from' })).toHaveAttribute(
      'placeholder',
      'A test number, unless you enter one',
    );
    await startCall(user);

    expect(calls).toEqual([{ url: '/api/receptionist/test-calls', method: 'POST', body: {} }]);
    expect(lines()).toEqual([`Brian: ${GREETING}`]);
    expect(transcript()).toHaveAttribute('aria-live', 'polite');
    expect(messageBox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Start call' })).toBeNull();
  });

  it('calls from the number typed in', async () => {
    const calls = receptionist();
    const { user } = renderSimulator({ fromPlaceholder: 'Default: +1 555 010 0000' });
    const from = screen.getByRole('textbox', { name: 'Calling from' });
    expect(from).toHaveAttribute('placeholder', 'Default: +1 555 010 0000');
    await user.type(from, ' +14155550123 ');
    await user.keyboard('{Enter}');
    await screen.findByRole('log');
    expect(calls[0].body).toEqual({ fromNumber: '+14155550123' });
  });

  it('sends with Enter: the words show at once, the receptionist types, then the reply and its actions', async () => {
    const reply = deferred<TestCall>();
    const say = vi.fn((_callId: string, _text: string) => reply.promise);
    receptionist();
    const { user } = renderSimulator({ say });
    await startCall(user);

    await user.type(messageBox(), 'Book a haircut tomorrow at 3{Enter}');
    expect(say).toHaveBeenCalledWith('call-1', 'Book a haircut tomorrow at 3');
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(transcript()).getByText('Brian is typing…')).toBeInTheDocument();
    expect(within(transcript()).getByText('Book a haircut tomorrow at 3')).toBeInTheDocument();

    reply.resolve(
      testCall({
        turns: [
          { role: 'agent', text: GREETING },
          { role: 'user', text: 'Book a haircut tomorrow at 3' },
          { role: 'tool', name: 'check_availability', ok: true, failed: false },
          { role: 'tool', name: 'book_appointment', ok: false, failed: true },
          { role: 'agent', text: "I'm having trouble reaching the calendar right now." },
        ],
      }),
    );

    await waitFor(() => expect(messageBox()).toBeEnabled());
    expect(lines()).toEqual([
      `Brian: ${GREETING}`,
      'You: Book a haircut tomorrow at 3',
      'Checked availability',
      "Couldn't book the appointment",
      "Brian: I'm having trouble reaching the calendar right now.",
    ]);
    expect(screen.queryByText('Brian is typing…')).toBeNull();
    expect(messageBox()).toHaveFocus();
  });

  it('sends with the Send button, and never sends blank words', async () => {
    const calls = receptionist();
    const { user } = renderSimulator();
    await startCall(user);

    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(messageBox(), '   {Enter}');
    expect(calls).toHaveLength(1);
    expect(messageBox()).toHaveAttribute('maxLength', '500');

    await user.clear(messageBox());
    await user.type(messageBox(), 'What are your hours?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(transcript()).findByText('Sure thing.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/receptionist/test-calls/call-1/turns', method: 'POST', body: { text: 'What are your hours?' } });
  });

  it("shows the server's error and gives the words back when they do not get through", async () => {
    answering({ turns: () => ({ status: 422, body: { error: 'Please keep it under 500 characters.' } }) });
    const { user } = renderSimulator();
    await startCall(user);

    await user.type(messageBox(), 'How much is a haircut?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please keep it under 500 characters.');
    expect(messageBox()).toHaveValue('How much is a haircut?');
    expect(messageBox()).toHaveAccessibleDescription('Please keep it under 500 characters.');
    expect(lines()).toEqual([`Brian: ${GREETING}`]);
  });

  it('says why a call could not start, and stays on the start screen', async () => {
    answering({ start: () => ({ status: 409, body: { error: "Your AI receptionist isn't active yet." } }) });
    const { user } = renderSimulator();
    await user.click(screen.getByRole('button', { name: 'Start call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Your AI receptionist isn't active yet.");
    expect(screen.getByRole('button', { name: 'Start call' })).toBeEnabled();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it("shows a refused number under the Calling from box, and a thrown error's own message", async () => {
    answering({
      start: () => ({
        status: 422,
        body: { error: 'Please check the number.', fields: { fromNumber: 'Enter a number like +14155550123.' } },
      }),
    });
    const { user } = renderSimulator();
    await user.type(screen.getByRole('textbox', { name: 'Calling from' }), '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the number.');
    expect(screen.getByRole('textbox', { name: 'Calling from' })).toHaveAccessibleDescription(
      /Enter a number like \+14155550123\./,
    );
    expect(screen.getByRole('textbox', { name: 'Calling from' })).toHaveValue('12');

    const start = vi.fn(async () => {
      throw new Error('No simulated line answers at +18005550100; call it from a phone.');
    });
    const other = renderSimulator({ start });
    await user.click(within(other.container).getByRole('button', { name: 'Start call' }));
    expect(await within(other.container).findByRole('alert')).toHaveTextContent(
      'No simulated line answers at +18005550100; call it from a phone.',
    );
  });

  it('hangs up: the call ended, how long it lasted, its recording, and a new call', async () => {
    const onEnded = vi.fn();
    const calls = receptionist();
    const { user, container } = renderSimulator({ onEnded });
    await startCall(user);

    await user.click(screen.getByRole('button', { name: 'Hang up' }));

    expect(await screen.findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Lasted 1:05. You hung up.');
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/recordings/call-1.wav');
    expect(audio).toHaveAttribute('controls');
    expect(calls.at(-1)).toEqual({ url: '/api/receptionist/test-calls/call-1/hangup', method: 'POST', body: {} });
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
    // The transcript stays to read back.
    expect(lines()).toEqual([`Brian: ${GREETING}`]);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith(expect.objectContaining({ callId: 'call-1', status: 'ended' }));

    await user.click(screen.getByRole('button', { name: 'Start a new call' }));
    expect(screen.getByRole('button', { name: 'Start call' })).toHaveFocus();
    expect(screen.queryByRole('log')).toBeNull();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('ends when the receptionist hangs up, without a player when there is no recording', async () => {
    const onEnded = vi.fn();
    const say = vi.fn(async () =>
      testCall({
        status: 'ended',
        endedReason: 'agent_hangup',
        durationSeconds: 42,
        turns: [
          { role: 'agent', text: GREETING },
          { role: 'user', text: 'Leave a message for the owner' },
          { role: 'tool', name: 'request_callback', ok: true, failed: false },
          { role: 'agent', text: "I'll pass it on. Goodbye!" },
        ],
      }),
    );
    receptionist();
    const { user, container } = renderSimulator({ say, onEnded });
    await startCall(user);
    await user.type(messageBox(), 'Leave a message for the owner{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Lasted 0:42. Brian hung up.');
    expect(lines()).toContain('Took a message');
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Call ended' })).toHaveFocus();
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('starts and says an example phrase in one tap from the start screen', async () => {
    const calls = receptionist();
    const { user } = renderSimulator();
    await user.click(screen.getByRole('button', { name: 'What are your hours?' }));

    expect(await within(await screen.findByRole('log')).findByText('Sure thing.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/receptionist/test-calls', '/api/receptionist/test-calls/call-1/turns']);
    expect(calls[1].body).toEqual({ text: 'What are your hours?' });
    // Once the caller has spoken, the examples make way for the conversation.
    expect(screen.queryByRole('button', { name: 'How much is a haircut?' })).toBeNull();
  });

  it('offers the example phrases in a new call, one tap each, without touching the typed words', async () => {
    const calls = receptionist();
    const { user } = renderSimulator();
    await startCall(user);
    const examples = screen.getByRole('list', { name: 'Try saying' });
    expect(within(examples).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Book a haircut tomorrow at 3',
      'What are your hours?',
      'How much is a haircut?',
      'I need to cancel my appointment',
      'Leave a message for the owner',
    ]);

    await user.type(messageBox(), 'Hi');
    await user.click(within(examples).getByRole('button', { name: 'I need to cancel my appointment' }));
    expect(await within(transcript()).findByText('Sure thing.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ text: 'I need to cancel my appointment' });
    expect(messageBox()).toHaveValue('Hi');
  });

  it('fetches how the call ended when the server says it is already over', async () => {
    const onEnded = vi.fn();
    answering({
      turns: () => ({ status: 409, body: { error: 'This call has ended.' } }),
      hangup: () => ({ body: testCall({ status: 'ended', endedReason: 'inactivity', durationSeconds: 130 }) }),
    });
    const { user } = renderSimulator({ onEnded });
    await startCall(user);
    await user.type(messageBox(), 'Still there?{Enter}');

    expect(await screen.findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Lasted 2:10. The call ended after a long silence.');
    expect(screen.getByRole('alert')).toHaveTextContent('This call has ended.');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the call here when hanging up finds it already over, and keeps it when hanging up fails', async () => {
    let hangup: RouteAnswer<'POST /api/receptionist/test-calls/{call_id}/hangup'> = {
      status: 503,
      body: { error: 'The receptionist is busy. Try again in a moment.' },
    };
    answering({ hangup: () => hangup });
    const { user } = renderSimulator();
    await startCall(user);

    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The receptionist is busy. Try again in a moment.');
    expect(screen.getByRole('button', { name: 'Hang up' })).toBeEnabled();

    hangup = { status: 409, body: { error: 'This call has ended.' } };
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(await screen.findByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new call' })).toBeInTheDocument();
  });

  it('hangs up when closed mid-call, and reports the ended call', async () => {
    const onEnded = vi.fn();
    const calls = receptionist();
    const { user, unmount } = renderSimulator({ onEnded });
    await startCall(user);

    unmount();

    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)).toEqual({ url: '/api/receptionist/test-calls/call-1/hangup', method: 'POST', body: {} });
  });

  it('hangs up a call placed just as the simulator closed', async () => {
    const placed = deferred<TestCall>();
    const hangUp = vi.fn(async (callId: string) => testCall({ callId, status: 'ended' }));
    const { user, unmount } = renderSimulator({ start: () => placed.promise, hangUp });
    await user.click(screen.getByRole('button', { name: 'Start call' }));
    expect(screen.getByRole('button', { name: 'Start call' })).toBeDisabled();

    unmount();
    placed.resolve(testCall({ callId: 'call-late' }));

    await waitFor(() => expect(hangUp).toHaveBeenCalledWith('call-late'));
  });

  it('does not hang up again when closed after the call ended', async () => {
    const calls = receptionist();
    const { user, unmount } = renderSimulator();
    await startCall(user);
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    await screen.findByRole('heading', { name: 'Call ended' });
    const count = calls.length;

    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(count);
  });

  it('drops a reply that comes back after hanging up', async () => {
    const reply = deferred<TestCall>();
    receptionist();
    const { user } = renderSimulator({ say: () => reply.promise });
    await startCall(user);
    await user.type(messageBox(), 'Hello?{Enter}');
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    await screen.findByRole('heading', { name: 'Call ended' });

    reply.resolve(testCall({ turns: [{ role: 'agent', text: 'Too late' }] }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Too late')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Call ended' })).toBeInTheDocument();
  });

  it('marks a call in Spanish', async () => {
    answering({});
    const start = vi.fn(async () => testCall({ language: 'es', turns: [{ role: 'agent', text: '¡Hola! ¿En qué le ayudo?' }] }));
    const { user } = renderSimulator({ start });
    await startCall(user);
    expect(screen.getByText('Speaking Spanish')).toBeInTheDocument();
    expect(within(transcript()).getByText('¡Hola! ¿En qué le ayudo?')).toHaveAttribute('lang', 'es');
  });

  it('marks a call in German', async () => {
    answering({});
    const start = vi.fn(async () => testCall({ language: 'de', turns: [{ role: 'agent', text: 'Guten Tag!' }] }));
    const { user } = renderSimulator({ start });
    await startCall(user);
    expect(screen.getByText('Speaking German')).toBeInTheDocument();
    expect(within(transcript()).getByText('Guten Tag!')).toHaveAttribute('lang', 'de');
  });
});
