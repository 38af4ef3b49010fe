import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import { pagedUrl, type PageOf } from './paged-url';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** An entry: its event type (e.g. tenants.tenant_created) and, as a sentence, who did what to which salon. */
export type AuditLogEntry = ApiAnswer<'GET /api/admin/audit-logs'>[number];

export const AUDIT_LOGS_URL = '/api/admin/audit-logs';

export const auditLogsQuery = (query: PageOf<'GET /api/admin/audit-logs'>) =>
  queryOptions({
    queryKey: adminKeys.list('audit-logs', query),
    queryFn: ({ signal }) => adminPage<AuditLogEntry>(pagedUrl(AUDIT_LOGS_URL, query), signal),
    placeholderData: keepPreviousData,
  });

/** One page of the platform's audit log, newest first. */
export function useAuditLogs(query: PageOf<'GET /api/admin/audit-logs'>) {
  return useQuery(auditLogsQuery(query));
}
