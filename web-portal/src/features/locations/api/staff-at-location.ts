import { ApiError, getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveStaffHours, staffHoursQueryKey, type HoursUpdate } from '../../../lib/api/staff-hours';

type StaffHours = ApiAnswer<'GET /staff/{staffId}/hours'>;

/** Booking hears of a new location by event a moment after tenants adds it; until then it answers 404. */
const LOCATION_UNKNOWN = 'Location not found';
const ASKS = 30;
const PAUSE_MS = 1000;

const unknownLocation = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.serverMessage === LOCATION_UNKNOWN;

/** GET /staff/{staffId}/hours?location=: a member's week at the location, asked again while booking has not heard
 * of the location yet. Answered, booking knows it, and staff hours can be saved there. */
export const weekThereOptions = (staffId: string, location: string) =>
  queryOptions({
    queryKey: staffHoursQueryKey(staffId, location),
    queryFn: ({ signal }) =>
      getJson<StaffHours>(withQuery(`/staff/${encodeURIComponent(staffId)}/hours`, { location }), signal),
    retry: (failures, error) => failures < ASKS && unknownLocation(error),
    retryDelay: PAUSE_MS,
    staleTime: Infinity,
  });

/** Whether booking knows the location yet (asked through one member's week there). */
export function useBookingKnows(location: string, staffId: string | undefined) {
  return useQuery({ ...weekThereOptions(staffId ?? '', location), enabled: !!staffId });
}

/** What saving one member's week answered: saved (working there, or no longer), or booking's refusal in its
 * words. */
export type MemberSaved = { staffId: string; working: boolean; refusal: string | null };

const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : "We couldn't save their hours. Please try again.";

/** PUT /staff/hours at the location, for each member in turn, once booking knows it (asked through `probe`'s
 * week there, as useBookingKnows asks): a refusal (hours that overlap theirs at another location, 409) is that
 * member's, and the others are saved. */
export function useSaveStaffAtLocation(
  location: string,
  probe: string,
  options: { onSuccess?: (saved: MemberSaved[]) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (weeks: HoursUpdate[]): Promise<MemberSaved[]> => {
      await queryClient.fetchQuery(weekThereOptions(probe, location));
      const results: MemberSaved[] = [];
      for (const week of weeks) {
        try {
          const hours = await saveStaffHours(week);
          queryClient.setQueryData(staffHoursQueryKey(week.staffId, week.location ?? undefined), { hours });
          results.push({ staffId: week.staffId, working: hours.length > 0, refusal: null });
        } catch (error) {
          results.push({ staffId: week.staffId, working: false, refusal: refusalOf(error) });
        }
      }
      return results;
    },
    onSuccess: options.onSuccess,
  });
}
