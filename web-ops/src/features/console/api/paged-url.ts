import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiQuery } from '@ringbook/web-shared/api/routes.ts';

/** Rows per page of every console list; the server allows up to 200. */
export const PAGE_SIZE = 25;

type PagedRoute =
  | 'GET /api/admin/clients'
  | 'GET /api/admin/agents'
  | 'GET /api/admin/phone-numbers'
  | 'GET /api/admin/audit-logs';

/** What the console asks of one of the admin service's paged lists: its query, less the size every page has. */
export type PageOf<R extends PagedRoute> = Omit<ApiQuery<R>, 'pageSize'>;

/** Whatever any of the lists takes (the page, and the search or the tenant of the lists that have them). */
type PageQuery = Omit<PageOf<'GET /api/admin/clients'> & PageOf<'GET /api/admin/audit-logs'>, 'sort'>;

/** `path?page=…&pageSize=…` (and `search=`, `tenantId=` when there are) for one of the admin service's paged
 * lists. */
export function pagedUrl(path: string, { page, search, tenantId }: PageQuery): string {
  return withQuery(path, { page, pageSize: PAGE_SIZE, search: search?.trim(), tenantId });
}
