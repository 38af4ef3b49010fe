import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import { pagedUrl, type PageOf } from './paged-url';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type AgentRecord = ApiAnswer<'GET /api/admin/agents'>[number];

export const AGENTS_URL = '/api/admin/agents';

export const agentsQuery = (query: PageOf<'GET /api/admin/agents'>) =>
  queryOptions({
    queryKey: adminKeys.list('agents', query),
    queryFn: ({ signal }) => adminPage<AgentRecord>(pagedUrl(AGENTS_URL, query), signal),
    placeholderData: keepPreviousData,
  });

/** One page of voice agents past not_provisioned, by tenant name. */
export function useAgents(query: PageOf<'GET /api/admin/agents'>) {
  return useQuery(agentsQuery(query));
}
