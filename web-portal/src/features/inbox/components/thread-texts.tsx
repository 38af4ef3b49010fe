import { cn } from '@ringbook/web-shared';
import { formatMoment } from '../utils/format';
import type { ThreadText } from '../api/get-thread';

export const AUTHOR_LABEL: Record<ThreadText['by'], string> = {
  client: 'Client',
  agent: 'Receptionist',
  owner: 'You',
};

/** The client's texts on the left, the receptionist's and the owner's on the right, each labelled. */
export function ThreadTexts({ texts }: { texts: ThreadText[] }) {
  return (
    <ol aria-label="Texts" className="flex flex-col gap-3">
      {texts.map((text) => {
        const ours = text.by !== 'client';
        return (
          <li key={text.id} className={cn('flex flex-col gap-1', ours ? 'items-end' : 'items-start')}>
            <span className="px-1 text-xs text-muted-foreground">
              <span className="font-semibold">{AUTHOR_LABEL[text.by]}</span> · {formatMoment(text.at)}
            </span>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
                text.by === 'client' && 'rounded-bl-sm bg-muted text-foreground',
                text.by === 'agent' && 'rounded-br-sm bg-primary-subtle text-foreground',
                text.by === 'owner' && 'rounded-br-sm bg-primary text-primary-foreground',
              )}
            >
              {text.body}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
