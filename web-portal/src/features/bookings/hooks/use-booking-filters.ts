import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, withFilters, withoutFilters, type BookingFilters } from '../utils/filters';

/** The table's filters, read from and written to the URL's search params. */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  // Replacing the entry keeps Back meaning "the page before Bookings", not "the previous keystroke".
  const setFilters = useCallback(
    (change: Partial<BookingFilters>) => setParams((current) => withFilters(current, change), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withoutFilters(current), { replace: true }),
    [setParams],
  );
  return { filters, setFilters, clearFilters };
}
