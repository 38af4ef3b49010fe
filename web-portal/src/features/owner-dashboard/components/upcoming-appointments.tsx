import { Card } from '@ringbook/web-shared';
import { Link } from 'react-router';
import { Loading } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { addDays } from '../../../lib/zoned-time';
import { useAppointments } from '../../../lib/api/appointments';
import { formatClock, formatShortDay } from '../../../lib/calendar';
import { AppointmentLine } from './appointment-line';

export const UPCOMING_DAYS = 7;
export const UPCOMING_SHOWN = 5;

/** Scheduled appointments on the 7 days after today, the first 5 of them. */
export function UpcomingAppointments({ today }: { today: string }) {
  const query = useAppointments({
    from: addDays(today, 1),
    to: addDays(today, UPCOMING_DAYS),
    status: 'scheduled',
    sort: 'date',
    pageSize: UPCOMING_SHOWN,
  });
  const appointments = query.data?.appointments ?? [];
  const total = query.data?.total ?? appointments.length;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">Next 7 Days</h2>
        <p className="text-sm text-muted-foreground">
          {query.data ? `${total} scheduled after today` : 'Scheduled after today'}
        </p>
      </div>
      {query.isPending ? (
        <Loading>Loading upcoming appointments...</Loading>
      ) : query.isError && appointments.length === 0 ? (
        <p className="text-destructive">We couldn't load upcoming appointments. Try Refresh in a moment.</p>
      ) : appointments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          Nothing scheduled in the next 7 days yet.
        </p>
      ) : (
        <ul aria-label="Upcoming appointments" className="flex flex-col divide-y divide-border">
          {appointments.slice(0, UPCOMING_SHOWN).map((appointment) => (
            <li key={appointment.id} className="py-3 first:pt-0 last:pb-0">
              <AppointmentLine
                appointment={appointment}
                showStatus={false}
                whenClassName="w-24"
                when={
                  <>
                    <span className="block">{formatShortDay(appointment.date)}</span>
                    <span className="block font-normal text-muted-foreground">{formatClock(appointment.time)}</span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {total > UPCOMING_SHOWN && (
        <Link
          to={paths.app.getHref('bookings')}
          className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          See all {total} in Bookings
        </Link>
      )}
    </Card>
  );
}
