import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer, ApiQuery } from '@ringbook/web-shared/api/routes.ts';

/** A tenant as the operator sees it (`GET /api/admin/tenants`): an agent status of not_provisioned,
 * provisioning, webhooks_pending, active or failed (shown as received when anything else), the owner's setup step
 * (not_started hides its badge), the engine (ringbook or hosted) and understanding (built_in or llm), null until
 * the agent's settings were reported, and why provisioning failed, when it did. */
export type Tenant = ApiAnswer<'GET /api/admin/tenants'>[number];

export type TenantQuery = ApiQuery<'GET /api/admin/tenants'>;

const TENANTS = '/api/admin/tenants';

/** Every page and search is cached under this prefix, so a changed agent can be written into all of them. */
export const tenantsQueryKey = ['admin', 'tenants'] as const;

export function tenantsUrl({ search, page, pageSize }: TenantQuery): string {
  return withQuery(TENANTS, { page, pageSize, search });
}

/** Searched and paged by the server; the previous page stays on screen while the next one loads. */
export function useTenants(query: TenantQuery) {
  return useQuery({
    queryKey: [...tenantsQueryKey, query],
    queryFn: ({ signal }) => adminPage<Tenant>(tenantsUrl(query), signal),
    placeholderData: keepPreviousData,
  });
}
