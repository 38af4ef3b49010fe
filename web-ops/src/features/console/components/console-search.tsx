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
  // The search last sent to the URL: a different one there came from elsewhere (Show all clients, Back).
  const [applied, setApplied] = useState(view.search);
  if (view.search !== applied) {
    setApplied(view.search);
    setText(view.search);
  }

  const apply = useCallback(
    (value: string) => {
      setApplied(value.trim());
      search(value);
    },
    [search],
  );

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
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
            apply('');
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
