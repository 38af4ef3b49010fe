import { cn } from '@ringbook/web-shared';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useConsoleView } from '../hooks/use-console-view';

export const SEARCH_DELAY_MS = 300;

const inputClasses = cn(
  'h-10 w-full rounded-lg border border-input bg-background pr-10 pl-9 text-sm text-foreground',
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1',
  // The browser's own clear button would sit beside ours.
  'focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden',
);
const clearClasses = cn(
  'absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-md',
  'text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
);

/** The header's global search: matching clients show in the Clients tab as the operator types (or on Enter). */
export function ConsoleSearch() {
  const { view, search } = useConsoleView();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(view.search);
  // The URL's search as last seen, and the search this box last sent: when the URL's changes to something this
  // box did not send (Show all clients, Back), the box follows it. Comparing with the URL before this box's own
  // navigation has landed would blank it meanwhile (Enter right after a paste).
  const [seen, setSeen] = useState(view.search);
  const [sent, setSent] = useState(view.search);
  if (view.search !== seen) {
    setSeen(view.search);
    if (view.search !== sent) setText(view.search);
  }

  const send = useCallback(
    (value: string) => {
      setSent(value.trim());
      search(value);
    },
    [search],
  );

  useEffect(() => {
    if (text.trim() === view.search) return;
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, view.search, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search clients
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by phone, email, business..."
        autoComplete="off"
        enterKeyHint="search"
        className={inputClasses}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            send('');
            inputRef.current?.focus();
          }}
          aria-label="Clear search"
          className={clearClasses}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
