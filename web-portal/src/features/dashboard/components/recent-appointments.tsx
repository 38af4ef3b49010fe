import { Card } from '@ringbook/web-shared';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useAppointments } from '../../../lib/api/appointments';
import { useSalonToday } from '../hooks/use-salon-today';
import { formatClock, formatShortDay } from '../../../lib/calendar';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge';

const SHOWN = 5;

/** The next scheduled appointments, from today on. */
export function RecentAppointments() {
  const today = useSalonToday();
  const { location } = useLocationChoice();
  const upcoming = useAppointments(
    { from: today, status: 'scheduled', sort: 'date', pageSize: SHOWN, location },
    { enabled: today !== undefined },
  );
  const appointments = upcoming.data?.appointments ?? [];

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">Recent Appointments</h2>
        <p className="text-sm text-muted-foreground">Your next scheduled clients</p>
      </div>
      {upcoming.isPending ? (
        <Loading>Loading appointments...</Loading>
      ) : upcoming.isError && appointments.length === 0 ? (
        <LoadFailed what="your appointments" />
      ) : appointments.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-border p-4">
          <p className="text-sm text-muted-foreground">No upcoming appointments yet.</p>
          <Link
            to={`${paths.app.getHref('bookings')}?action=create`}
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Add a booking
          </Link>
        </div>
      ) : (
        <ul aria-label="Upcoming appointments" className="flex flex-col divide-y divide-border">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col">
                <p className="truncate font-medium text-foreground">{appointment.customerName}</p>
                <p className="truncate text-sm text-muted-foreground">{appointment.service}</p>
                <p className="text-sm text-foreground tabular-nums">
                  {formatShortDay(appointment.date)} · {formatClock(appointment.time)}
                </p>
              </div>
              <AppointmentStatusBadge status={appointment.status} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
