import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPage } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import { pagedUrl, type PageQuery } from './paged-url';

export type AgentStatus = 'not_provisioned' | 'provisioning' | 'webhooks_pending' | 'active' | 'failed';

/** A tenant as the operator sees it (the admin service's `/api/admin/clients` record). */
export type Client = {
  tenantId: string;
  name: string;
  ownerEmail: string;
  agentStatus: AgentStatus | string;
  receptionistStatus: string;
  phoneNumber: string | null;
  formattedPhoneNumber: string | null;
  agentId: string | null;
  calcomConnected: boolean;
  location: string;
  city: string;
  servicesCount: number;
  staffCount: number;
  operatingHours: { start: string | null; end: string | null; timezone: string | null };
  onboardingComplete: boolean;
  createdAt: string | null;
  texting: ClientTexting;
};

/** The salon's text limits of today and the texts they held back (never sent, counted). */
export type ClientTexting = {
  dailyLimit: number;
  perNumberLimit: number;
  /** The daily limit an operator set, or null while the defaults for the salon's age apply. */
  operatorLimit: number | null;
  withheld: number;
  lastWithheldAt: string | null;
};

export const CLIENTS_URL = '/api/admin/clients';

export const clientsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: adminKeys.list('clients', query),
    queryFn: ({ signal }) => adminPage<Client>(pagedUrl(CLIENTS_URL, query), signal),
    placeholderData: keepPreviousData,
  });

/** One page of clients whose name, owner e-mail or phone number matches `search`. */
export function useClients(query: PageQuery) {
  return useQuery(clientsQuery(query));
}
