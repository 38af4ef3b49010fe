import { Select } from '@ringbook/web-shared';
import type { UpcomingAppointment } from '../api/upcoming-appointments';
import { CANCEL, type Choice } from '../utils/handover';

type HandoverListProps = {
  appointments: UpcomingAppointment[];
  choices: Record<string, Choice>;
  onChoose: (appointmentId: string, choice: Choice) => void;
};

/** One row per upcoming appointment: who takes it over, or cancel it (the client gets a text either way). */
export function HandoverList({ appointments, choices, onChoose }: HandoverListProps) {
  return (
    <ul aria-label="Upcoming appointments" className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto">
      {appointments.map((appointment) => {
        const when = `${formatDay(appointment.date)} at ${appointment.time}`;
        const options = [
          ...appointment.reassignTo.map((m) => ({ value: m.staffId, label: `Give to ${m.name}` })),
          { value: CANCEL, label: 'Cancel and text the client' },
        ];
        return (
          <li key={appointment.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-foreground">{when}</p>
              <p className="truncate text-sm text-muted-foreground">
                {appointment.service} · {appointment.customerName}
              </p>
            </div>
            <div className="sm:w-72">
              <Select
                label="Who takes it"
                aria-label={`Who takes ${appointment.customerName}'s ${appointment.service} on ${when}`}
                options={options}
                value={choices[appointment.id] ?? CANCEL}
                hint={appointment.reassignTo.length === 0 ? 'No one else is free then' : undefined}
                onChange={(event) => onChoose(appointment.id, event.target.value)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}
