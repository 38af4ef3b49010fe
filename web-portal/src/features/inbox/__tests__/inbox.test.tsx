import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { notSetUp } from '../../../testing/salon';
import { inboxServer, text, thread } from './inbox-server';

const LOADED = { timeout: 5000 };

async function openInbox(calls = inboxServer()) {
  renderRoute('/app/inbox');
  await screen.findByRole('heading', { level: 1, name: 'Inbox' }, LOADED);
  return { calls, user: userEvent.setup() };
}

const posts = (calls: { url: string; method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));

describe('the inbox', () => {
  it('says so when no client has texted', async () => {
    await openInbox();
    expect(await screen.findByText(/No texts yet/, {}, LOADED)).toBeInTheDocument();
  });

  it('lists the conversations with their last text, who answers and what is new', async () => {
    const { user } = await openInbox(
      inboxServer({
        threads: [
          thread(),
          thread({
            id: 'thread-2',
            phone: '+14155550177',
            clientName: 'Nora Quinn',
            answeredBy: 'owner',
            unread: 0,
            lastMessage: { body: 'See you then', by: 'owner', at: '2026-11-27T14:00:00Z' },
          }),
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Conversations' }, LOADED);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('(415) 555-0142');
    expect(first).toHaveTextContent('Any time Friday?');
    expect(first).toHaveTextContent('1 new');
    expect(first).toHaveTextContent('Receptionist answering');
    expect(first).not.toHaveTextContent('Nora');
    expect(second).toHaveTextContent('Nora Quinn(415) 555-0177');
    expect(second).toHaveTextContent('You: See you then');
    expect(second).toHaveTextContent('You are answering');
    expect(second).not.toHaveTextContent('new');

    await user.click(within(second).getByRole('button'));
    const opened = await screen.findByRole('region', { name: 'Conversation with Nora Quinn' }, LOADED);
    expect(within(opened).getByRole('heading', { level: 2 })).toHaveTextContent('Nora Quinn(415) 555-0177');
  });

  it('opens a conversation, takes it over, replies and hands it back', async () => {
    const { calls, user } = await openInbox(
      inboxServer({
        threads: [thread()],
        texts: [text(), text({ id: 'text-2', by: 'agent', body: 'We have 3pm on Friday.' })],
      }),
    );
    await user.click(await screen.findByRole('button', { name: /555-0142/ }, LOADED));
    const texts = await screen.findByRole('list', { name: 'Texts' }, LOADED);
    const [client, agent] = within(texts).getAllByRole('listitem');
    expect(client).toHaveTextContent('Client');
    expect(client).toHaveTextContent('Any time Friday?');
    expect(agent).toHaveTextContent('Receptionist');
    expect(agent).toHaveTextContent('We have 3pm on Friday.');
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take over' }));
    const reply = await screen.findByLabelText('Your reply');
    await user.type(reply, 'Friday at 3 is yours, Ana here.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const owner = await within(texts).findByText('Friday at 3 is yours, Ana here.');
    expect(owner.closest('li')).toHaveTextContent('You');
    await waitFor(() => expect(reply).toHaveValue(''));

    await user.click(screen.getByRole('button', { name: 'Hand back to the agent' }));
    expect(await screen.findByRole('button', { name: 'Take over' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { url: '/api/receptionist/texts/threads/thread-1/take-over', body: undefined },
      { url: '/api/receptionist/texts/threads/thread-1/replies', body: { body: 'Friday at 3 is yours, Ana here.' } },
      { url: '/api/receptionist/texts/threads/thread-1/hand-back', body: undefined },
    ]);
  });

  it('asks for a reply before sending one', async () => {
    const { calls, user } = await openInbox(inboxServer({ threads: [thread({ answeredBy: 'owner' })] }));
    await user.click(await screen.findByRole('button', { name: /555-0142/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Send' }, LOADED));
    expect(await screen.findByText('Write a reply to send')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('says why a reply was refused in a toast', async () => {
    const { user } = await openInbox(
      inboxServer({
        threads: [thread({ answeredBy: 'owner' })],
        reply: () => ({ status: 409, body: { error: 'This client texted STOP to this location.' } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: /555-0142/ }, LOADED));
    await user.type(await screen.findByLabelText('Your reply', {}, LOADED), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This client texted STOP to this location.');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Hello?');
  });

  it('offers no reply box to a client who opted out, and says a thread went back to the agent', async () => {
    const { user } = await openInbox(
      inboxServer({ threads: [thread({ optedOut: true, returnedAt: '2026-11-28T15:10:00Z' })] }),
    );
    await user.click(await screen.findByRole('button', { name: /555-0142/ }, LOADED));
    expect(await screen.findByText(/This client texted STOP/, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText(/Nobody wrote for 24 hours/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });
});

describe("the location's texting number", () => {
  const withNumber = (texting: 'own' | 'pending' | 'shared') =>
    inboxServer({
      status: {
        ...notSetUp,
        phoneNumber: '+14155550111',
        formattedPhoneNumber: '(415) 555-0111',
        texting,
        sharedNumber: texting === 'own' ? null : '(888) 555-0100',
      },
    });

  it('says clients text the number once it may text', async () => {
    withNumber('own');
    renderRoute('/app/inbox');
    expect(await screen.findByText(/Clients text \(415\) 555-0111/)).toBeInTheDocument();
  });

  it("says texts go from Ringbook's shared number while carriers approve it, and where replies go", async () => {
    withNumber('pending');
    renderRoute('/app/inbox');
    expect(await screen.findByText(/still approving \(415\) 555-0111 for texting/)).toHaveTextContent(
      "Ringbook's shared number, (888) 555-0100, and clients' replies still reach this inbox",
    );
  });

  it('links a number carriers are still approving to registering the business for texting', async () => {
    withNumber('pending');
    renderRoute('/app/inbox');
    const register = await screen.findByRole('link', { name: 'Register your business for texting' });
    expect(register).toHaveAttribute('href', '/app/settings#texting');
  });

  it.each(['own', 'shared'] as const)('has no such link for a number that is %s', async (texting) => {
    withNumber(texting);
    renderRoute('/app/inbox');
    await screen.findByText(/Clients text|takes calls only/);
    expect(screen.queryByRole('link', { name: 'Register your business for texting' })).not.toBeInTheDocument();
  });

  it('says a number that takes calls only texts from the shared number', async () => {
    withNumber('shared');
    renderRoute('/app/inbox');
    expect(await screen.findByText(/takes calls only/)).toHaveTextContent(
      "texts go from Ringbook's shared number, (888) 555-0100. Clients' replies to it reach this inbox.",
    );
  });

  it('says nothing before the location has a number', async () => {
    inboxServer();
    renderRoute('/app/inbox');
    await screen.findByText(/No texts yet/);
    expect(screen.queryByText(/shared number|Clients text/)).not.toBeInTheDocument();
  });
});
