import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Spinner } from './spinner';

const count = (value: number) => value.toLocaleString('en-US');

/** "Showing 26–50 of 1,234" for a page of a server-paged list. */
export function pageRange(page: number, pageSize: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${count(first)}–${count(last)} of ${count(total)}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

type PaginationProps = {
  /** What the rows are, for the loading message and the navigation's name. */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  /** The next page is on its way; the rows on screen are the previous ones. */
  loading?: boolean;
  onPage: (page: number) => void;
  /** What the status line says instead of the range. */
  summary?: ReactNode;
  className?: string;
};

/** Previous/Next for a server-paged list, with where the owner or operator is in it. */
export function Pagination({ noun, page, pageSize, total, loading = false, onPage, summary, className }: PaginationProps) {
  const pages = pageCount(pageSize, total);
  return (
    <nav aria-label={`Pages of ${noun}`} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground tabular-nums">
        {loading ? (
          <>
            <Spinner /> Loading {noun}...
          </>
        ) : (
          (summary ?? pageRange(page, pageSize, total))
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
