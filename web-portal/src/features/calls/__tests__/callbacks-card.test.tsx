import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { callback, callsServer } from './calls-server';

/** The call-backs load after the overview's figures; under a busy machine that can take a while. */
const LIST_LOADED = { timeout: 5000 };

async function openOverview(calls = callsServer()) {
  renderRoute('/app/overview');
  await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 5000 });
  return { calls, user: userEvent.setup() };
}

const patches = (calls: { url: string; method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');

describe('call-backs', () => {
  it('lists the open requests with who, why, when and how urgent', async () => {
    const { calls } = await openOverview(
      callsServer({
        callbacks: [callback(), callback({ id: 'cb-2', name: 'Tom Li', urgency: 'normal', bestTime: '' })],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Call-back requests' }, LIST_LOADED);
    const [jane, tom] = within(list).getAllByRole('listitem');
    expect(jane).toHaveTextContent('Jane Doe');
    expect(jane).toHaveTextContent('Urgent');
    expect(jane).toHaveTextContent('Wants to move her colour appointment');
    expect(jane).toHaveTextContent('Best time: after 3pm');
    expect(within(jane!).getByRole('link', { name: '(415) 555-0199' })).toHaveAttribute('href', 'tel:+14155550199');
    expect(tom).not.toHaveTextContent('Urgent');
    expect(tom).not.toHaveTextContent('Best time');
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/dashboard/callbacks?done=false');
  });

  it('marks a caller running late and says the language they speak', async () => {
    await openOverview(
      callsServer({
        callbacks: [
          callback({ kind: 'late', reason: 'running about 15 minutes late', language: 'es' }),
          callback({ id: 'cb-2', name: 'Tom Li', kind: 'callback', language: 'en' }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Call-back requests' }, LIST_LOADED);
    const [jane, tom] = within(list).getAllByRole('listitem');
    expect(jane).toHaveTextContent('Running late');
    expect(jane).toHaveTextContent('Speaks Spanish');
    expect(tom).not.toHaveTextContent('Running late');
    expect(tom).not.toHaveTextContent('Speaks');
  });

  it('ticks a request off, and can open it again', async () => {
    const { calls, user } = await openOverview(callsServer({ callbacks: [callback()] }));
    const done = await screen.findByRole('checkbox', { name: 'Called back Jane Doe' }, LIST_LOADED);
    await user.click(done);
    await waitFor(() => expect(done).toBeChecked());
    expect(patches(calls)).toEqual([{ url: '/api/dashboard/callbacks/cb-1', method: 'PATCH', body: { done: true } }]);
    expect(screen.queryByText('1 waiting')).not.toBeInTheDocument();

    await user.click(done);
    await waitFor(() => expect(done).not.toBeChecked());
    expect(patches(calls)[1]!.body).toEqual({ done: false });
    expect(screen.getByText('1 waiting')).toBeInTheDocument();
  });

  it('says so when the change fails, and leaves the request open', async () => {
    const { user } = await openOverview(
      callsServer({ callbacks: [callback()], patch: () => ({ status: 500, body: { error: 'boom' } }) }),
    );
    const done = await screen.findByRole('checkbox', { name: 'Called back Jane Doe' }, LIST_LOADED);
    await user.click(done);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't update the call-back. Please try again.");
    await waitFor(() => expect(done).not.toBeChecked());
  });

  it('says when no one is waiting', async () => {
    await openOverview();
    expect(await screen.findByText('No one is waiting for a call back.', {}, LIST_LOADED)).toBeInTheDocument();
  });
});
