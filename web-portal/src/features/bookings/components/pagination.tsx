import { Button, Spinner } from '@ringbook/web-shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '../utils/format';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The next page or filter is on its way; the rows on screen are the previous ones. */
  loading: boolean;
  onPage: (page: number) => void;
};

export function Pagination({ page, pageSize, total, loading, onPage }: PaginationProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3"
    >
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground tabular-nums">
        {loading ? (
          <>
            <Spinner /> Loading appointments...
          </>
        ) : (
          `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`
        )}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
