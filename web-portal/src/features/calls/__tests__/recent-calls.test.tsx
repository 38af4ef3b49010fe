import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { call, callsServer } from './calls-server';

/** The call list loads after the overview's figures are painted; on a cold start its code can take a while. */
const LIST_LOADED = { timeout: 5000 };

async function openOverview(calls = callsServer()) {
  renderRoute('/app/overview');
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
  return { calls, user: userEvent.setup() };
}

describe('recent calls', () => {
  it('lists the latest five calls with number, notes, time, seconds and outcome', async () => {
    const { calls } = await openOverview(
      callsServer({
        calls: [
          call(),
          call({ id: 'call_2', phoneNumber: '+14155550102', notes: '', duration: 12, outcome: 'missed' }),
          call({ id: 'call_3', outcome: null, inProgress: true, duration: 0 }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Calls' }, LIST_LOADED);
    const [first, second, third] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('(415) 555-0101');
    expect(first).toHaveTextContent('Booked a haircut for Friday.');
    expect(first).toHaveTextContent('95 s');
    expect(first).toHaveTextContent('Booked');
    expect(first).toHaveTextContent(/Mar 5, \d{1,2}:04/);
    expect(second).toHaveTextContent('(415) 555-0102');
    expect(second).toHaveTextContent('12 s');
    expect(second).toHaveTextContent('Missed');
    expect(third).toHaveTextContent('In progress');
    expect(calls.map((request) => request.url)).toContain('/api/dashboard/call-logs?limit=5');
  });

  it('labels the outcomes that say what a call came to, and words any it does not know', async () => {
    await openOverview(
      callsServer({
        calls: [
          call({ id: 'call_1', outcome: 'not_booked' }),
          call({ id: 'call_2', outcome: 'transferred' }),
          call({ id: 'call_3', outcome: 'message' }),
          call({ id: 'call_4', outcome: 'left_voicemail' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Calls' }, LIST_LOADED);
    const [first, second, third, fourth] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Not booked');
    expect(first).not.toHaveTextContent('not_booked');
    expect(second).toHaveTextContent('Transferred');
    expect(third).toHaveTextContent('Message');
    expect(fourth).toHaveTextContent('Left voicemail');
  });

  it('opens a call with its summary, outcome, duration, recording and transcript', async () => {
    const { user } = await openOverview(callsServer({ calls: [call()] }));
    await user.click(await screen.findByRole('button', { name: /\(415\) 555-0101/ }, LIST_LOADED));

    const dialog = await screen.findByRole('dialog', { name: 'Call from (415) 555-0101' });
    expect(within(dialog).getByText('The caller booked a haircut for Friday at 10.')).toBeInTheDocument();
    expect(within(dialog).getByText('Booked')).toBeInTheDocument();
    expect(within(dialog).getByText('(95 seconds)')).toBeInTheDocument();
    expect(within(dialog).getByText('1 min 35 s', { exact: false })).toBeInTheDocument();
    const audio = dialog.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', 'https://recordings.example/call_1.wav');
    expect(audio).toHaveAttribute('controls');
    const transcript = within(dialog).getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Receptionist: Thanks for calling Bella Salon.',
      'Caller: I would like a haircut.',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says plainly when a call has no recording, summary or transcript', async () => {
    const { user } = await openOverview(
      callsServer({ calls: [call({ recordingUrl: '', summary: '', transcript: '' })] }),
    );
    await user.click(await screen.findByRole('button', { name: /\(415\) 555-0101/ }, LIST_LOADED));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('audio')).toBeNull();
    expect(within(dialog).getByText('There is no recording of this call.')).toBeInTheDocument();
    expect(within(dialog).getByText('There is no transcript of this call.')).toBeInTheDocument();
    expect(within(dialog).getByText('No summary for this call yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Booked a haircut for Friday.')).toBeInTheDocument();
  });

  it('says when there are no calls yet', async () => {
    await openOverview();
    expect(
      await screen.findByText('No calls yet. Calls your AI receptionist answers show up here.', {}, LIST_LOADED),
    ).toBeInTheDocument();
  });
});
