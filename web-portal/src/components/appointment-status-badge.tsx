import { Badge, cn } from '@ringbook/web-shared';

const styles: Record<string, { label: string; className: string }> = {
  scheduled: { label: 'Scheduled', className: 'bg-blue-50 text-status-scheduled' },
  completed: { label: 'Completed', className: 'bg-green-50 text-status-completed' },
  cancelled: { label: 'Cancelled', className: 'bg-red-50 text-destructive line-through' },
  'no-show': { label: 'No-show', className: 'bg-amber-50 text-warning' },
};

/** Scheduled blue, completed green; cancelled and no-show their own; any other status shown as received. */
export function AppointmentStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = styles[status];
  return (
    <Badge tone="neutral" className={cn('px-2.5 py-0.5 text-xs', style && cn('border-0', style.className), className)}>
      {style?.label ?? status}
    </Badge>
  );
}
