import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** An integration as the service that uses it answers. */
export type Integration = ApiAnswer<'GET /api/admin/integrations'>[number];

export const INTEGRATIONS_URL = '/api/admin/integrations';

export const integrationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.list('integrations', {}),
    queryFn: ({ signal }) => adminJson<Integration[]>(INTEGRATIONS_URL, signal),
  });

/** The handful of external integrations and whether this deployment has them configured, as the services that
 * use them answer (not paged). */
export function useIntegrations() {
  return useQuery(integrationsQuery());
}
