import { Button, Spinner } from '@ringbook/web-shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatRange } from '../utils/format';

type PaginationProps = {
  /** What the rows are, for the loading message and the navigation's name. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  /** The next page is on its way; the rows on screen are the previous ones. */
  loading: boolean;
  onPage: (page: number) => void;
};

export function Pagination({ noun, page, pageSize, total, loading, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3"
    >
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground tabular-nums">
        {loading ? (
          <>
            <Spinner /> Loading {noun}...
          </>
        ) : (
          formatRange(page, pageSize, total)
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
