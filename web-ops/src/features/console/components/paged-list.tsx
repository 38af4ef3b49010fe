import { Pagination, cn } from '@ringbook/web-shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import type { AdminPage } from '../../../lib/admin-api';
import { PAGE_SIZE } from '../api/paged-url';
import { useFailureToast } from '../hooks/use-failure-toast';
import { DataTable, type Column } from './data-table';
import { Empty, Failure, Loading } from './list-states';

type PagedListProps<T> = {
  query: UseQueryResult<AdminPage<T>>;
  page: number;
  onPage: (page: number) => void;
  /** What the rows are: "clients", "phone numbers"… */
  noun: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  failure: string;
  empty: { icon: LucideIcon; text: string };
};

/** One server page of rows with Previous/Next, or the loading, failure or empty state in their place. */
export function PagedList<T>({ query, page, onPage, noun, columns, rowKey, failure, empty }: PagedListProps<T>) {
  const { data, isPending, isError, isFetching, isPlaceholderData, error, refetch } = query;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  useFailureToast(error, failure);

  // A page past the end (rows went away, an old link): show the last page there is.
  useEffect(() => {
    if (data && !isFetching && page > lastPage) onPage(lastPage);
  }, [data, isFetching, page, lastPage, onPage]);

  if (isPending) return <Loading noun={noun} />;
  if (isError) return <Failure message={failure} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <Empty icon={empty.icon} text={empty.text} />;
  return (
    <>
      <div className={cn('transition-opacity duration-150', isPlaceholderData && 'opacity-60')}>
        <DataTable caption={noun[0].toUpperCase() + noun.slice(1)} columns={columns} rows={data.items} rowKey={rowKey} />
      </div>
      <Pagination
        className="border-t border-border px-4 py-3"
        noun={noun}
        page={page}
        pageSize={PAGE_SIZE}
        total={data.total}
        loading={isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}
