import { cn } from '@ringbook/web-shared';
import { Search, X } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
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

/** What is searched for: the words as typed, without the spaces around them. */
const searchSchema = z.object({ text: z.string().trim() });

/** The header's global search: matching clients show in the Clients tab as the operator types (or on Enter). */
export function ConsoleSearch() {
  const { view, search } = useConsoleView();
  const inputId = useId();
  const form = useForm<z.input<typeof searchSchema>, unknown, z.output<typeof searchSchema>>({
    resolver: zodResolver(searchSchema),
    defaultValues: { text: view.search },
  });
  const text = form.watch('text');
  // The search this box last sent: when the URL's changes to something else (Show all clients, Back), the box
  // follows it. Comparing with the URL before this box's own navigation has landed would blank it meanwhile
  // (Enter right after a paste).
  const sent = useRef(view.search);
  useEffect(() => {
    if (view.search !== sent.current) form.setValue('text', view.search);
  }, [view.search, form]);

  const send = useCallback(
    (value: string) => {
      sent.current = value;
      search(value);
    },
    [search],
  );
  const submit = useMemo(() => form.handleSubmit(({ text: typed }) => send(typed)), [form, send]);

  useEffect(() => {
    if (text.trim() === view.search) return;
    const timer = setTimeout(() => void submit(), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, view.search, submit]);

  return (
    <form role="search" onSubmit={(event) => void submit(event)} className="relative">
      <label htmlFor={inputId} className="sr-only">
        Search clients
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        {...form.register('text')}
        placeholder="Search by phone, email, business..."
        autoComplete="off"
        enterKeyHint="search"
        className={inputClasses}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            form.setValue('text', '');
            send('');
            form.setFocus('text');
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
