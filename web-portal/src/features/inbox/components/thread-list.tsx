import { cn } from '@ringbook/web-shared';
import { formatMoment } from '../utils/format';
import type { ThreadSummary } from '../api/get-threads';
import { ClientName } from './client-name';
import { AUTHOR_LABEL } from './thread-texts';

type ThreadListProps = { threads: ThreadSummary[]; openId: string | undefined; onOpen: (id: string) => void };

/** Latest first: who texted, their last words, who answers, and what is unread. */
export function ThreadList({ threads, openId, onOpen }: ThreadListProps) {
  return (
    <ul aria-label="Conversations" className="flex flex-col gap-1">
      {threads.map((thread) => {
        const last = thread.lastMessage;
        return (
          <li key={thread.id}>
            <button
              type="button"
              onClick={() => onOpen(thread.id)}
              aria-current={thread.id === openId ? 'true' : undefined}
              className={cn(
                'flex w-full min-w-0 flex-col gap-1 rounded-lg px-3 py-2.5 text-left transition-colors',
                'hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary',
                thread.id === openId && 'bg-primary-subtle',
              )}
            >
              <span className="flex w-full items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium text-foreground">
                  <ClientName thread={thread} />
                </span>
                {thread.unread > 0 && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                    {thread.unread} new
                  </span>
                )}
              </span>
              {last && (
                <span className="w-full truncate text-sm text-muted-foreground">
                  {last.by === 'client' ? '' : `${AUTHOR_LABEL[last.by]}: `}
                  {last.body}
                </span>
              )}
              <span className="flex w-full items-center gap-2 text-xs text-muted-foreground">
                <span>{formatMoment(thread.lastActivityAt)}</span>
                <span aria-hidden="true">·</span>
                <span className={cn(thread.answeredBy === 'owner' && 'font-semibold text-accent-strong')}>
                  {thread.answeredBy === 'owner' ? 'You are answering' : 'Receptionist answering'}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
