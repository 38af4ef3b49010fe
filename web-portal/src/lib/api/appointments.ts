import { apiRequest, getJson, request } from '@ringbook/web-shared';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { liveListOptions } from '../live-lists';
import type { ApiAnswer, ApiBody } from '@ringbook/web-shared/api/routes.ts';

export type AppointmentStatus = 'scheduled' | 'completed' | 'cancelled' | 'no-show';

/** An appointment as the owner sees it: the salon's local date (yyyy-mm-dd) and time (HH:MM); a status out of
 * AppointmentStatus is shown as received. */
export type Appointment = AppointmentPage['appointments'][number];

export type SortKey = 'date' | 'customer' | 'service' | 'price';

export type AppointmentQuery = {
  /** First and last local date of the start, inclusive. */
  from?: string;
  to?: string;
  status?: string;
  q?: string;
  /** A sort key, `-` first for descending. */
  sort?: SortKey | `-${SortKey}`;
  page?: number;
  pageSize?: number;
};

/** A page of the filtered list; `priceTotal` sums every matching appointment, not just this page. */
export type AppointmentPage = ApiAnswer<'GET /api/dashboard/appointments'>;

const APPOINTMENTS = '/api/dashboard/appointments';

/** Every appointment list is cached under this prefix, so one invalidation refreshes them all. */
export const appointmentsQueryKey = [APPOINTMENTS] as const;

export function appointmentsUrl(query: AppointmentQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${APPOINTMENTS}?${search}` : APPOINTMENTS;
}

/** One page of appointments, kept up to date with what the receptionist books meanwhile. */
export const appointmentsQueryOptions = (query: AppointmentQuery) => ({
  ...liveListOptions,
  queryKey: [APPOINTMENTS, query],
  queryFn: ({ signal }: { signal: AbortSignal }) => getJson<AppointmentPage>(appointmentsUrl(query), signal),
});

/** Filtered, sorted and paged by the server; the previous page stays on screen while the next loads. */
export function useAppointments(query: AppointmentQuery, options: { enabled?: boolean } = {}) {
  return useQuery<AppointmentPage>({
    ...appointmentsQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** A booking the owner makes: a free slot, and who it is for. */
export type NewAppointment = Omit<ApiBody<'POST /api/appointments'>, 'source'>;

export type AppointmentChange =
  | { slotId: string }
  | { status: 'cancelled'; reason?: string }
  | { status: 'completed' | 'no-show' };

export async function createAppointment(body: NewAppointment, idempotencyKey: string): Promise<Appointment> {
  const response = await request('POST', '/api/appointments', {
    body: { ...body, source: 'owner' },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return (await response.json()) as Appointment;
}

export async function updateAppointment(id: string, change: AppointmentChange): Promise<Appointment> {
  const response = await apiRequest('PATCH', `/api/appointments/${encodeURIComponent(id)}`, change);
  return (await response.json()) as Appointment;
}

/** After any change: appointment lists and the numbers built from them. */
export function refreshAppointments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/analytics'] }),
  ]);
}
