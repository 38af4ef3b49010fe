import { Card, useIsMobile } from '@ringbook/web-shared';
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LocationPicker } from '../../../components/location-picker';
import { useOneLocation } from '../../../hooks/use-location-choice';
import { useThreads } from '../api/get-threads';
import { ThreadList } from './thread-list';
import { TextingNumber } from './texting-number';
import { ThreadPanel } from './thread-panel';

/** The location's text conversations beside the one open: on a phone, one or the other. */
export function InboxView() {
  const where = useOneLocation();
  const threads = useThreads(where.location);
  const [openId, setOpenId] = useState<string>();
  const isMobile = useIsMobile();
  const list = threads.data ?? [];
  const open = list.some((thread) => thread.id === openId) ? openId : undefined;
  const showList = !isMobile || !open;
  const showThread = !isMobile || Boolean(open);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Inbox</h1>
        <p className="text-sm text-muted-foreground">
          Texts from your clients. Your AI receptionist answers them unless you take a conversation over.
        </p>
      </div>
      <LocationPicker one={where} label="Texts to" />
      <TextingNumber location={where.location} />
      <div className="grid gap-4 md:grid-cols-[minmax(16rem,20rem)_1fr]">
        {showList && (
          <Card className="flex min-w-0 flex-col gap-2 p-2 sm:p-3">
            <h2 className="px-2 pt-1 text-base font-semibold text-foreground">Conversations</h2>
            {threads.isPending ? (
              <Loading className="p-2">Loading conversations...</Loading>
            ) : threads.isError ? (
              <LoadFailed what="your texts" className="p-2" />
            ) : list.length === 0 ? (
              <p className="m-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
                No texts yet. When a client texts your salon's number, the conversation shows up here.
              </p>
            ) : (
              <ThreadList threads={list} openId={open} onOpen={setOpenId} />
            )}
          </Card>
        )}
        {showThread && (
          <Card className="flex min-h-80 min-w-0 flex-col">
            {open ? (
              <ThreadPanel id={open} onBack={isMobile ? () => setOpenId(undefined) : undefined} />
            ) : (
              <p className="m-auto p-6 text-center text-sm text-muted-foreground">
                {list.length === 0 ? 'Nothing to read yet.' : 'Choose a conversation to read it.'}
              </p>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
