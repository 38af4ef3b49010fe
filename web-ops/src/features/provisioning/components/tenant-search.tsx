import { Input } from '@ringbook/web-shared';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

type TenantSearchProps = { search: string; onSearch: (search: string) => void };

/** Asks the server once typing pauses, so thousands of tenants never travel to the browser. */
export function TenantSearch({ search, onSearch }: TenantSearchProps) {
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settled !== search) onSearch(settled);
  }, [settled, search, onSearch]);

  return (
    <form role="search" className="relative w-full sm:max-w-md" onSubmit={(event) => event.preventDefault()}>
      <Input
        label="Search tenants"
        type="search"
        placeholder="Name, e-mail or phone"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-muted-foreground"
      />
    </form>
  );
}
