import { cn } from '@ringbook/web-shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Appointment, SortKey } from '../../../lib/api/appointments';
import { isDescending, sortKey, type Sort } from '../utils/filters';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { formatDay, formatDuration, formatPrice, formatTime } from '../utils/format';
import { ManageButton } from './manage-button';
import { ConfirmedMark } from './confirmed-mark';
import { StatusBadge } from './status-badge';
import { bookedVia } from '../../../lib/figures';

type SortProps = { sort: Sort; onSort: (key: SortKey) => void };

function SortableHeader({ label, column, sort, onSort }: SortProps & { label: string; column: SortKey }) {
  const active = sortKey(sort) === column;
  const descending = active && isDescending(sort);
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} className="px-1 py-2">
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 font-semibold hover:bg-muted',
          'focus-visible:outline-2 focus-visible:outline-ring',
          active ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

const PlainHeader = ({ label, className }: { label: string; className?: string }) => (
  <th scope="col" className={cn('px-3 py-2 font-semibold text-muted-foreground', className)}>
    {label}
  </th>
);

// The actions stay in view however narrow the screen: the last column sticks to the table's right edge.
const STICKY_END = 'sticky right-0';

type BookingsTableProps = SortProps & { appointments: Appointment[]; onManage: (appointment: Appointment) => void };

/** The wide-screen table; phones get BookingCards instead. */
export function BookingsTable({ appointments, sort, onSort, onManage }: BookingsTableProps) {
  const sortable = { sort, onSort };
  const formatPhone = usePhoneFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Appointments</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <SortableHeader label="Date & Time" column="date" {...sortable} />
            <SortableHeader label="Customer" column="customer" {...sortable} />
            <PlainHeader label="Contact" />
            <SortableHeader label="Service" column="service" {...sortable} />
            <SortableHeader label="Price" column="price" {...sortable} />
            <PlainHeader label="Status" />
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {appointments.map((appointment) => (
            <tr key={appointment.id} className="align-top hover:bg-muted/40">
              <td className="px-3 py-3 whitespace-nowrap">
                <div className="font-medium text-foreground">{formatDay(appointment.date)}</div>
                <div className="text-muted-foreground tabular-nums">{formatTime(appointment.time)}</div>
              </td>
              <td className="px-3 py-3 font-medium text-foreground">{appointment.customerName}</td>
              <td className="px-3 py-3">
                <div className="whitespace-nowrap tabular-nums">{formatPhone(appointment.customerPhone)}</div>
                {appointment.customerEmail && (
                  <div className="max-w-44 truncate text-muted-foreground" title={appointment.customerEmail}>
                    {appointment.customerEmail}
                  </div>
                )}
              </td>
              <td className="min-w-40 px-3 py-3">
                <div className="text-foreground">{appointment.service}</div>
                <div className="text-muted-foreground">
                  {formatDuration(appointment.duration)}
                  {appointment.staffName && ` with ${appointment.staffName}`}
                </div>
              </td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatPrice(appointment.price)}</td>
              <td className="px-3 py-3">
                <StatusBadge status={appointment.status} />
                <div className="mt-1">
                  <ConfirmedMark confirmedAt={appointment.confirmedAt} status={appointment.status} />
                </div>
                <div className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
                  {bookedVia(appointment.source)}
                </div>
              </td>
              <td className={cn('px-3 py-2 text-right', STICKY_END, 'bg-card')}>
                <ManageButton appointment={appointment} onManage={onManage} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
