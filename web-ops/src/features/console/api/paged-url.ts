/** Rows per page of every console list; the server allows up to 200. */
export const PAGE_SIZE = 25;

export type PageQuery = { page: number; search?: string };

/** `path?page=…&pageSize=…` (and `search=` when there is one) for one of the admin service's paged lists. */
export function pagedUrl(path: string, { page, search }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  const text = search?.trim();
  if (text) params.set('search', text);
  return `${path}?${params.toString()}`;
}
