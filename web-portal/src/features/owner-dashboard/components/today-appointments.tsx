import { Badge, Card } from '@ringbook/web-shared';
import { Loading } from '../../../components/load-state';
import { useAppointments } from '../../../lib/api/appointments';
import { formatLongDay } from '../../../lib/calendar';
import { AppointmentLine } from './appointment-line';
import { usePhoneFormat } from '../../../hooks/use-phone-format';

const WHOLE_DAY = 200;

/** Today's scheduled appointments in the salon's day, in time order. */
export function TodayAppointments({ today }: { today: string }) {
  const query = useAppointments({ from: today, to: today, status: 'scheduled', sort: 'date', pageSize: WHOLE_DAY });
  const appointments = query.data?.appointments ?? [];
  const formatPhone = usePhoneFormat();

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight text-foreground">Today's Appointments</h2>
          <p className="text-sm text-muted-foreground">{formatLongDay(today)}</p>
        </div>
        {query.data && <Badge aria-label={`${appointments.length} scheduled today`}>{appointments.length}</Badge>}
      </div>
      {query.isPending ? (
        <Loading>Loading today's appointments...</Loading>
      ) : query.isError && appointments.length === 0 ? (
        <p className="text-destructive">We couldn't load today's appointments. Try Refresh in a moment.</p>
      ) : appointments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No scheduled appointments today.
        </p>
      ) : (
        <ul aria-label="Today's scheduled appointments" className="flex flex-col divide-y divide-border">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="py-3 first:pt-0 last:pb-0">
              <AppointmentLine appointment={appointment} showStatus={false} />
              {appointment.customerPhone && (
                <a
                  href={`tel:${appointment.customerPhone}`}
                  className="mt-1 ml-23 inline-block text-sm font-medium text-primary tabular-nums underline-offset-4 hover:underline"
                >
                  Call {formatPhone(appointment.customerPhone)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
