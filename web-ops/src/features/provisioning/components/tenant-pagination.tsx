import { Pagination, pageCount } from '@ringbook/web-shared';

type TenantPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

export const formatCount = (count: number) => count.toLocaleString('en-US');

/** Previous/Next under the tenant cards, only when there is more than one page. */
export function TenantPagination({ page, pageSize, total, onPage }: TenantPaginationProps) {
  const pages = pageCount(pageSize, total);
  if (pages <= 1) return null;
  return (
    <Pagination
      noun="tenants"
      page={page}
      pageSize={pageSize}
      total={total}
      onPage={onPage}
      summary={`Page ${formatCount(page)} of ${formatCount(pages)}`}
    />
  );
}
