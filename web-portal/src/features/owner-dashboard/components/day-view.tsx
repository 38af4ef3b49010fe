import { Card } from '@ringbook/web-shared';
import { Loading } from '../../../components/load-state';
import { useAppointments } from '../../../lib/api/appointments';
import { formatLongDay } from '../../../lib/calendar';
import type { BusinessHours } from '../../../lib/api/tenant-settings';
import { DayTimeline } from './day-timeline';

// The server's largest page: a salon's single day never comes near it.
const WHOLE_DAY = 200;

const countLabel = (count: number) => `${count} ${count === 1 ? 'appointment' : 'appointments'}`;

type Props = { day: string; hours: BusinessHours };

/** The chosen day hour by hour, every status included. */
export function DayView({ day, hours }: Props) {
  const query = useAppointments({ from: day, to: day, sort: 'date', pageSize: WHOLE_DAY });
  // While another day loads, the previous day's page is still held: show a page only for its own day.
  const appointments = query.isPlaceholderData ? undefined : query.data?.appointments;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-xl font-semibold tracking-tight text-foreground">{formatLongDay(day)}</h2>
        <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
          {appointments ? countLabel(appointments.length) : ''}
        </p>
      </div>
      {query.isError ? (
        <p className="text-destructive">We couldn't load this day's appointments. Try Refresh in a moment.</p>
      ) : !appointments ? (
        <Loading>Loading appointments...</Loading>
      ) : (
        <>
          {appointments.length === 0 && (
            <p className="rounded-lg border border-dashed border-border p-3 text-center text-sm text-muted-foreground">
              No appointments on this day.
            </p>
          )}
          <DayTimeline label={`Appointments on ${formatLongDay(day)}`} appointments={appointments} hours={hours} />
        </>
      )}
    </Card>
  );
}
