import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';

export type AlertType = 'error' | 'warning' | 'info';

export type Overview = {
  kpis: {
    totalClients: number;
    newClientsThisMonth: number;
    phoneNumbersProvisioned: number;
    activeAgents: number;
    totalBookingsThisMonth: number;
  };
  alerts: { type: AlertType; kind?: string; count?: number; message: string }[];
  recentActivity: {
    action: string;
    /** The entry as a sentence: who did what to which salon. */
    summary: string;
    details: string;
    timestamp: string;
    tenantId?: string | null;
    tenantName?: string | null;
  }[];
};

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
