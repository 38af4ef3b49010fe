import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

export type Overview = ApiAnswer<'GET /api/admin/overview'>;

export type AlertType = Overview['alerts'][number]['type'];

export const OVERVIEW_URL = '/api/admin/overview';

export const overviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => adminJson<Overview>(OVERVIEW_URL, signal),
  });

/** KPIs, alerts and recent activity; the Overview tab and the notifications button share the one answer. */
export function useOverview() {
  return useQuery(overviewQuery());
}
