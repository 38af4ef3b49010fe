/** Rows per page of every console list; the server allows up to 200. */
export const PAGE_SIZE = 25;

export type PageQuery = { page: number; search?: string; tenantId?: string };

/** `path?page=…&pageSize=…` (and `search=`, `tenantId=` when there are) for one of the admin service's paged
 * lists. */
export function pagedUrl(path: string, { page, search, tenantId }: PageQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  const text = search?.trim();
  if (text) params.set('search', text);
  if (tenantId) params.set('tenantId', tenantId);
  return `${path}?${params.toString()}`;
}
