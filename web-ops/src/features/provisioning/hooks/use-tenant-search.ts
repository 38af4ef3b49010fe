import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The search text and page, kept in the URL (`?q=&page=`) so a reload or a shared link shows the same cards. */
export function useTenantSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = readPage(params.get('page'));

  // Replacing the entry keeps Back meaning "the page before this screen", not "the previous keystroke".
  const update = useCallback(
    (change: { search?: string; page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.search !== undefined) {
            if (change.search) next.set('q', change.search);
            else next.delete('q');
            next.delete('page');
          }
          if (change.page !== undefined) {
            if (change.page > 1) next.set('page', String(change.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    search,
    page,
    setSearch: useCallback((value: string) => update({ search: value }), [update]),
    setPage: useCallback((value: number) => update({ page: value }), [update]),
  };
}
