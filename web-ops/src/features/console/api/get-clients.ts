import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import { pagedUrl, type PageOf } from './paged-url';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type AgentStatus = 'not_provisioned' | 'provisioning' | 'webhooks_pending' | 'active' | 'failed';

/** A tenant as the operator sees it (the admin service's `/api/admin/clients` record). */
type ClientRecord = ApiAnswer<'GET /api/admin/clients'>[number];

/** A tenant as the operator sees it (the admin service's `/api/admin/clients` record). */
export type Client = Omit<ClientRecord, 'agentStatus'> & { agentStatus: AgentStatus | string };

/** The salon's text limits of today and the texts they held back (never sent, counted). */
export type ClientTexting = Client['texting'];

export const CLIENTS_URL = '/api/admin/clients';

export const clientsQuery = (query: PageOf<'GET /api/admin/clients'>) =>
  queryOptions({
    queryKey: adminKeys.list('clients', query),
    queryFn: ({ signal }) => adminPage<Client>(pagedUrl(CLIENTS_URL, query), signal),
    placeholderData: keepPreviousData,
  });

/** One page of clients whose name, owner e-mail or phone number matches `search`. */
export function useClients(query: PageOf<'GET /api/admin/clients'>) {
  return useQuery(clientsQuery(query));
}
