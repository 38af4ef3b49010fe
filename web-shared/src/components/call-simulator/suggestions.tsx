import { useId } from 'react';
import { cn } from '../../lib/cn';

export const SUGGESTED_PHRASES = [
  'Book a haircut tomorrow at 3',
  'What are your hours?',
  'How much is a haircut?',
  'I need to cancel my appointment',
  'Leave a message for the owner',
];

type SuggestionsProps = {
  label: string;
  onPick: (phrase: string) => void;
  disabled?: boolean;
  /** `row` keeps them on one line that scrolls sideways, to leave a phone's screen to the conversation. */
  layout?: 'wrap' | 'row';
};

/** Example phrases a caller might say, one tap each. */
export function Suggestions({ label, onPick, disabled, layout = 'wrap' }: SuggestionsProps) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </p>
      <ul
        aria-labelledby={labelId}
        className={cn('flex gap-2', layout === 'wrap' ? 'flex-wrap' : '-mx-1 overflow-x-auto px-1 pb-1')}
      >
        {SUGGESTED_PHRASES.map((phrase) => (
          <li key={phrase} className="shrink-0">
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(phrase)}
              className={cn(
                'min-h-9 rounded-full border border-border bg-background px-3 py-1.5 text-sm whitespace-nowrap',
                'text-foreground transition-colors duration-150 hover:border-primary/40 hover:bg-primary-subtle',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'disabled:pointer-events-none disabled:opacity-50',
              )}
            >
              {phrase}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
