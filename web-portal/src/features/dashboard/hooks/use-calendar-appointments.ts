import { useQueries } from '@tanstack/react-query';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { appointmentsQueryOptions, useAppointments, type Appointment } from '../../../lib/api/appointments';
import type { DayRange } from '../../../lib/calendar';

const PAGE_SIZE = 200;
// A month of a very busy salon; past that the calendar shows the first thousand.
const MAX_PAGES = 5;

/** The appointments of each date, in time order; cancelled ones are left out, as in today's count. */
export function groupByDay(appointments: Appointment[]): Map<string, Appointment[]> {
  const byDay = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    if (appointment.status === 'cancelled') continue;
    const day = byDay.get(appointment.date) ?? [];
    day.push(appointment);
    byDay.set(appointment.date, day);
  }
  for (const day of byDay.values()) day.sort((a, b) => a.time.localeCompare(b.time));
  return byDay;
}

/** Every appointment of the range, page after page when there are more than one page holds. */
export function useCalendarAppointments(range: DayRange) {
  const { location } = useLocationChoice();
  const first = useAppointments({ ...range, pageSize: PAGE_SIZE, location });
  const current = first.data && !first.isPlaceholderData ? first.data : undefined;
  const pageCount = current ? Math.min(Math.ceil(current.total / PAGE_SIZE), MAX_PAGES) : 1;
  const rest = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, index) =>
      appointmentsQueryOptions({ ...range, pageSize: PAGE_SIZE, page: index + 2, location }),
    ),
  });

  const pages = [first, ...rest];
  const appointments = pages.flatMap((page) => page.data?.appointments ?? []);
  return {
    byDay: groupByDay(appointments),
    /** Nothing to show for this range yet (the previous range's may still be on screen). */
    isLoading: first.isPending || first.isPlaceholderData || rest.some((page) => page.isPending),
    isError: pages.some((page) => page.isError) && !first.data,
  };
}
