import { apiRequest, getJson, request } from '@ringbook/web-shared';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { liveListOptions } from '../live-lists';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer, ApiBody, ApiQuery } from '@ringbook/web-shared/api/routes.ts';

/** An appointment as the owner sees it: the salon's local date (yyyy-mm-dd) and time (HH:MM); a status out of
 * AppointmentStatus is shown as received. */
export type Appointment = AppointmentPage['appointments'][number];

/** Filters (`from` and `to`: first and last local date of the start, inclusive), a sort and a page. */
export type AppointmentQuery = ApiQuery<'GET /api/dashboard/appointments'>;

export type AppointmentStatus = NonNullable<AppointmentQuery['status']>;

/** A sort: a column, `-` first for descending. */
export type Sort = NonNullable<AppointmentQuery['sort']>;

export type SortKey = Exclude<Sort, `-${string}`>;

/** A page of the filtered list; `priceTotal` sums every matching appointment, not just this page. */
export type AppointmentPage = ApiAnswer<'GET /api/dashboard/appointments'>;

const APPOINTMENTS = '/api/dashboard/appointments';

/** Every appointment list is cached under this prefix, so one invalidation refreshes them all. */
export const appointmentsQueryKey = [APPOINTMENTS] as const;

export const appointmentsUrl = (query: AppointmentQuery): string => withQuery(APPOINTMENTS, query);

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

type AppointmentUpdate = ApiBody<'PATCH /api/appointments/{appointment_id}'>;
type StatusChange = NonNullable<AppointmentUpdate['status']>;

/** A new time, a cancellation (with its reason), or a visit marked completed or missed. */
export type AppointmentChange =
  | { slotId: NonNullable<AppointmentUpdate['slotId']> }
  | ({ status: Extract<StatusChange, 'cancelled'> } & Pick<AppointmentUpdate, 'reason'>)
  | { status: Exclude<StatusChange, 'cancelled'> };

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
