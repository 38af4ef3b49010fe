import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';

export type Integration = {
  key: string;
  name: string;
  status: 'configured' | 'not_configured' | 'no_answer';
  detail: string;
  lastChecked: string;
};

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
