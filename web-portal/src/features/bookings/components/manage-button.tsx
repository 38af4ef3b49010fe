import { Button } from '@ringbook/web-shared';
import type { Appointment } from '../../../lib/api/appointments';
import { formatWhen } from '../utils/format';
import { actionsFor } from '../utils/status';

/** Opens the appointment's details, with its actions when its status has any. */
export function ManageButton({
  appointment,
  onManage,
  className,
}: {
  appointment: Appointment;
  onManage: (appointment: Appointment) => void;
  className?: string;
}) {
  const label = actionsFor(appointment.status).length > 0 ? 'Manage' : 'View';
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={`${label} ${appointment.customerName}, ${formatWhen(appointment.date, appointment.time)}`}
      onClick={() => onManage(appointment)}
    >
      {label}
    </Button>
  );
}
