import { Button, Input, Select, cn } from '@ringbook/web-shared';
import { FilterX, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import {
  SORT_OPTIONS,
  STATUS_OPTIONS,
  hasFilters,
  activeFilterCount,
  type BookingFilters,
  type Sort,
} from '../utils/filters';

export const SEARCH_DEBOUNCE_MS = 300;

type BookingFiltersProps = {
  filters: BookingFilters;
  onChange: (change: Partial<BookingFilters>) => void;
  onClear: () => void;
};

/**
 * Search, status, day and order. On a phone only the search shows until Filters is tapped, so the appointments
 * are on the first screen; a link that already narrows the list opens with its filters shown.
 */
export function BookingFiltersBar({ filters, onChange, onClear }: BookingFiltersProps) {
  const active = activeFilterCount(filters);
  const [shown, setShown] = useState(active > 0);
  const panelId = useId();
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  const search = useDebouncedCallback((q: string) => onChange({ q }), SEARCH_DEBOUNCE_MS);

  // The URL changed under the box (Clear All Filters, Back): show what the table is filtered by.
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== text) setText(filters.q);
  }

  const clear = () => {
    search.cancel();
    setText('');
    onClear();
  };

  return (
    <div
      role="search"
      aria-label="Filter appointments"
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 md:grid-cols-2',
        'lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]',
      )}
    >
      <div className="relative md:col-span-2 lg:col-span-1">
        <Input
          label="Search"
          type="search"
          placeholder="Name, phone, e-mail or service"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            search.schedule(event.target.value);
          }}
          className="pl-9"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-muted-foreground"
        />
      </div>
      <Button
        variant="outline"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown(!shown)}
        className="h-11 px-3 md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div
        id={panelId}
        className={cn('col-span-2 grid grid-cols-2 items-end gap-3 md:contents', !shown && 'max-md:hidden')}
      >
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as BookingFilters['status'] })}
        />
        <Input
          label="Date"
          type="date"
          value={filters.date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
        <Select
          label="Sort by"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as Sort })}
        />
        <Button
          variant="outline"
          onClick={clear}
          disabled={!hasFilters(filters) && text === ''}
          className="h-11 px-3 max-sm:[&_svg]:hidden"
        >
          <FilterX aria-hidden="true" />
          Clear All Filters
        </Button>
      </div>
    </div>
  );
}
