import { Badge, Button, Textarea } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Bot, Send, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { clientOf, formatMoment } from '../utils/format';
import { useThread, type ThreadDetail } from '../api/get-thread';
import { useHandBack } from '../api/hand-back';
import { useSendReply } from '../api/send-reply';
import { useTakeOver } from '../api/take-over';
import { replySchema, type ReplyValues } from '../utils/reply-form';
import { ClientName } from './client-name';
import { ThreadTexts } from './thread-texts';

type ThreadPanelProps = { id: string; onBack?: () => void };

/** One conversation: its texts, who answers it, and (once taken over) the owner's reply box. */
export function ThreadPanel({ id, onBack }: ThreadPanelProps) {
  const thread = useThread(id);
  const phone = usePhoneFormat();
  const name = thread.data ? clientOf(thread.data.thread, phone) : '';

  return (
    <section aria-label={name ? `Conversation with ${name}` : 'Conversation'} className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-border p-3 sm:p-4">
        {onBack && (
          <Button variant="ghost" size="icon" aria-label="Back to conversations" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
          </Button>
        )}
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold text-foreground">
          {thread.data ? <ClientName thread={thread.data.thread} /> : 'Conversation'}
        </h2>
        {thread.data && <Answering detail={thread.data} />}
      </header>
      {thread.isPending ? (
        <Loading className="p-4">Loading texts...</Loading>
      ) : thread.isError ? (
        <LoadFailed what="this conversation" className="p-4" />
      ) : (
        <Conversation detail={thread.data} />
      )}
    </section>
  );
}

function Answering({ detail }: { detail: ThreadDetail }) {
  const takeOver = useTakeOver();
  const handBack = useHandBack();
  const { thread } = detail;
  if (thread.answeredBy === 'owner') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">
          <UserRound aria-hidden="true" /> You are answering
        </Badge>
        <Button
          variant="outline"
          size="sm"
          disabled={handBack.isPending}
          onClick={() => handBack.mutate({ id: thread.id })}
        >
          <Bot aria-hidden="true" /> Hand back to the agent
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="primary">
        <Bot aria-hidden="true" /> Receptionist answering
      </Badge>
      <Button size="sm" disabled={takeOver.isPending} onClick={() => takeOver.mutate({ id: thread.id })}>
        <UserRound aria-hidden="true" /> Take over
      </Button>
    </div>
  );
}

function Conversation({ detail }: { detail: ThreadDetail }) {
  const end = useRef<HTMLDivElement>(null);
  const count = detail.messages.length;
  // A braced body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  const { thread } = detail;

  return (
    <>
      <div className="flex max-h-[60dvh] min-h-40 flex-1 flex-col gap-3 overflow-y-auto p-3 sm:p-4">
        {thread.returnedAt && thread.answeredBy === 'agent' && (
          <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            Nobody wrote for 24 hours after you took this over, so your receptionist answers again (since{' '}
            {formatMoment(thread.returnedAt)}).
          </p>
        )}
        {count === 0 ? (
          <p className="text-sm text-muted-foreground">No texts in this conversation.</p>
        ) : (
          <ThreadTexts texts={detail.messages} />
        )}
        <div ref={end} />
      </div>
      <div className="border-t border-border p-3 sm:p-4">
        {thread.optedOut ? (
          <p role="note" className="text-sm text-muted-foreground">
            This client texted STOP, so no text can be sent to them. They can text START to hear from you again.
          </p>
        ) : thread.answeredBy === 'owner' ? (
          <ReplyForm threadId={thread.id} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Your receptionist is answering. Take over to reply yourself; it stays silent until you hand it back or
            nobody writes for 24 hours.
          </p>
        )}
      </div>
    </>
  );
}

function ReplyForm({ threadId }: { threadId: string }) {
  const form = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { body: '' },
    reValidateMode: 'onSubmit',
  });
  const reply = useSendReply(() => form.reset({ body: '' }));
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => reply.mutate({ id: threadId, body: values.body.trim() }))}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <Textarea label="Your reply" rows={2} error={errors.body?.message} {...form.register('body')} />
      </div>
      <Button type="submit" disabled={reply.isPending} className="sm:mb-0.5">
        <Send aria-hidden="true" />
        {reply.isPending ? 'Sending...' : 'Send'}
      </Button>
    </form>
  );
}
