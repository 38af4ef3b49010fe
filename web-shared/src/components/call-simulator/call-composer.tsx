import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { controlClasses } from '../ui/field';

export const MAX_MESSAGE_LENGTH = 500;

type CallComposerProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
  /** Waiting for the receptionist (or hanging up): nothing can be sent. */
  busy: boolean;
  /** The id of the failure line, so the input is described by it. */
  errorId?: string;
};

/** What the caller says next; Enter sends. */
export function CallComposer({ draft, onDraftChange, onSend, busy, errorId }: CallComposerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Disabling the input while waiting drops its focus; it comes back with the answer.
  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && draft.trim()) onSend(draft);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Your message
      </label>
      <input
        ref={inputRef}
        id={inputId}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        disabled={busy}
        maxLength={MAX_MESSAGE_LENGTH}
        autoComplete="off"
        enterKeyHint="send"
        placeholder="Type what a caller would say…"
        aria-describedby={errorId}
        className={cn(controlClasses, 'h-11 min-w-0 flex-1')}
      />
      <Button type="submit" disabled={busy || !draft.trim()}>
        <SendHorizontal aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}
