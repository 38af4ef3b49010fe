import type { RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { portalServer } from '../../../testing/owner';
import type { ThreadSummary } from '../api/get-threads';
import type { ThreadDetail, ThreadText } from '../api/get-thread';

export function thread(fields: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id: 'thread-1',
    locationId: 'bella',
    phone: '+14155550142',
    clientName: '',
    lastMessage: { body: 'Any time Friday?', by: 'client', at: '2026-11-27T15:04:00Z' },
    lastActivityAt: '2026-11-27T15:04:00Z',
    answeredBy: 'agent',
    takenOverAt: null,
    returnedAt: null,
    unread: 1,
    optedOut: false,
    ...fields,
  };
}

export function text(fields: Partial<ThreadText> = {}): ThreadText {
  return { id: 'text-1', by: 'client', body: 'Any time Friday?', at: '2026-11-27T15:04:00Z', ...fields };
}

type InboxData = {
  threads?: ThreadSummary[];
  texts?: ThreadText[];
  reply?: (body: string) => RouteAnswer<'POST /api/receptionist/texts/threads/{thread_id}/replies'>;
  /** The location's receptionist, its number and whether the number texts. */
  status?: ReceptionistStatus;
};

/** The portal with a text inbox that keeps what the owner does: taking over, replies and handing back. */
export function inboxServer({ threads = [], texts = [text()], reply, status }: InboxData = {}) {
  const state = { threads: [...threads], texts: [...texts] };
  const detail = (id: string): ThreadDetail => ({
    thread: state.threads.find((found) => found.id === id)!,
    messages: state.texts,
  });
  const update = (id: string, fields: Partial<ThreadSummary>) => {
    state.threads = state.threads.map((found) => (found.id === id ? { ...found, ...fields } : found));
  };
  return portalServer(
    {},
    {
      ...(status && { 'GET /api/receptionist/status': () => ({ body: status }) }),
      'GET /api/receptionist/texts/threads': () => ({ body: { threads: state.threads } }),
      'GET /api/receptionist/texts/threads/{thread_id}': ({ params }) => {
        const found = state.threads.find((one) => one.id === params.thread_id);
        if (!found) return { status: 404, body: { error: 'No such conversation' } };
        update(found.id, { unread: 0 });
        return { body: detail(found.id) };
      },
      'POST /api/receptionist/texts/threads/{thread_id}/take-over': ({ params }) => {
        update(params.thread_id, { answeredBy: 'owner', takenOverAt: '2026-11-27T15:10:00Z' });
        return { body: detail(params.thread_id) };
      },
      'POST /api/receptionist/texts/threads/{thread_id}/hand-back': ({ params }) => {
        update(params.thread_id, { answeredBy: 'agent', takenOverAt: null });
        return { body: detail(params.thread_id) };
      },
      'POST /api/receptionist/texts/threads/{thread_id}/replies': ({ params, body }) => {
        if (reply) return reply(body.body ?? '');
        state.texts = [...state.texts, text({ id: `text-${state.texts.length + 1}`, by: 'owner', body: body.body })];
        update(params.thread_id, { answeredBy: 'owner' });
        return { status: 201, body: detail(params.thread_id) };
      },
    },
  );
}
