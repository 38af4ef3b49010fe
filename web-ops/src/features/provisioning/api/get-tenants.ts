import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';

/** A tenant as the operator sees it (`GET /api/admin/tenants`); only the fields this screen reads. */
export type Tenant = {
  tenantId: string;
  name: string;
  ownerEmail: string | null;
  /** not_provisioned, provisioning, webhooks_pending, active or failed; shown as received when anything else. */
  agentStatus: string;
  /** The owner's receptionist setup step; not_started hides its badge. */
  receptionistStatus: string;
  phoneNumber: string | null;
  formattedPhoneNumber: string | null;
  agentId: string | null;
  /** ringbook or hosted; null until the agent's settings were reported (the default then applies). */
  voiceEngine: string | null;
  /** built_in or llm; null like voiceEngine. */
  understanding: string | null;
  webhooksConfigured: boolean;
  provisionedAt: string | null;
  /** Why provisioning failed, when it did. */
  error: string | null;
};

export type TenantQuery = { search: string; page: number; pageSize: number };

const TENANTS = '/api/admin/tenants';

/** Every page and search is cached under this prefix, so a changed agent can be written into all of them. */
export const tenantsQueryKey = ['admin', 'tenants'] as const;

export function tenantsUrl({ search, page, pageSize }: TenantQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search) params.set('search', search);
  return `${TENANTS}?${params}`;
}

/** Searched and paged by the server; the previous page stays on screen while the next one loads. */
export function useTenants(query: TenantQuery) {
  return useQuery({
    queryKey: [...tenantsQueryKey, query],
    queryFn: ({ signal }) => adminPage<Tenant>(tenantsUrl(query), signal),
    placeholderData: keepPreviousData,
  });
}
