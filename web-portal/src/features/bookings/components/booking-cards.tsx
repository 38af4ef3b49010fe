import { cn } from '@ringbook/web-shared';
import { Mail, Phone } from 'lucide-react';
import type { Appointment } from '../../../lib/api/appointments';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { formatDay, formatDuration, formatPrice, formatTime } from '../utils/format';
import { ManageButton } from './manage-button';
import { ConfirmedMark } from './confirmed-mark';
import { StatusBadge } from './status-badge';
import { bookedVia } from '../../../lib/figures';

const contactLink = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md text-primary underline-offset-4 hover:underline',
  'focus-visible:outline-2 focus-visible:outline-ring',
);

/** Phones: one card per appointment, with tap-to-call and a full-width Manage button under the thumb. */
export function BookingCards({
  appointments,
  onManage,
}: {
  appointments: Appointment[];
  onManage: (appointment: Appointment) => void;
}) {
  const formatPhone = usePhoneFormat();
  return (
    <ul aria-label="Appointments" className="divide-y divide-border">
      {appointments.map((appointment) => (
        <li key={appointment.id} className="flex flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-foreground">{appointment.customerName}</p>
              <p className="text-sm text-muted-foreground tabular-nums">
                {formatDay(appointment.date)} · {formatTime(appointment.time)}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <StatusBadge status={appointment.status} />
              <ConfirmedMark confirmedAt={appointment.confirmedAt} status={appointment.status} />
              <span className="text-xs text-muted-foreground">{bookedVia(appointment.source)}</span>
            </div>
          </div>
          <p className="text-sm text-foreground">
            {appointment.service}
            {appointment.staffName && <span className="text-muted-foreground"> with {appointment.staffName}</span>}
            <span className="text-muted-foreground tabular-nums">
              {' '}
              · {formatDuration(appointment.duration)} · {formatPrice(appointment.price)}
            </span>
          </p>
          <div className="flex flex-col text-sm">
            {appointment.customerPhone && (
              <a href={`tel:${appointment.customerPhone}`} className={contactLink}>
                <Phone className="size-4" aria-hidden="true" />
                {formatPhone(appointment.customerPhone)}
              </a>
            )}
            {appointment.customerEmail && (
              <a href={`mailto:${appointment.customerEmail}`} className={cn(contactLink, 'break-all')}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {appointment.customerEmail}
              </a>
            )}
          </div>
          <ManageButton appointment={appointment} onManage={onManage} className="h-11 w-full" />
        </li>
      ))}
    </ul>
  );
}
