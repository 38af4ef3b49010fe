import type { AppointmentStatus } from '../../../lib/api/appointments';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { useAppointments } from '../../../lib/api/appointments';
import { countQuery, type BookingFilters } from '../utils/filters';

export type BookingStat = { value: number | undefined; isPending: boolean; isError: boolean };

function useCount(filters: BookingFilters, status?: AppointmentStatus) {
  const query = countQuery(filters, status);
  const { location } = useLocationChoice();
  const answer = useAppointments({ ...query, location }, { enabled: query !== null });
  if (query === null) return { total: 0, priceTotal: 0, isPending: false, isError: false };
  return {
    total: answer.data?.total,
    priceTotal: answer.data?.priceTotal,
    isPending: answer.isPending,
    isError: answer.isError,
  };
}

/** Counts and completed revenue over every matching appointment, each asked of the server one row long. */
export function useBookingStats(filters: BookingFilters) {
  const all = useCount(filters);
  const scheduled = useCount(filters, 'scheduled');
  const completed = useCount(filters, 'completed');
  const stat = (value: number | undefined, of: typeof all): BookingStat => ({
    value,
    isPending: of.isPending,
    isError: of.isError,
  });
  return {
    total: stat(all.total, all),
    scheduled: stat(scheduled.total, scheduled),
    completed: stat(completed.total, completed),
    revenue: stat(completed.priceTotal, completed),
  };
}
