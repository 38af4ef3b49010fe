import { Badge, cn } from '@ringbook/web-shared';

const styles: Record<string, { label: string; className: string }> = {
  booked: { label: 'Booked', className: 'bg-green-50 text-success' },
  missed: { label: 'Missed', className: 'bg-red-50 text-destructive' },
  inquiry: { label: 'Inquiry', className: 'bg-blue-50 text-status-scheduled' },
  cancelled: { label: 'Cancelled', className: 'bg-muted text-muted-foreground' },
};

/** Booked, missed, inquiry or cancelled; "In progress" while the call lasts; anything else as received. */
export function CallOutcomeBadge({ outcome, className }: { outcome: string | null; className?: string }) {
  const style = outcome ? styles[outcome] : undefined;
  return (
    <Badge tone="neutral" className={cn('px-2.5 py-0.5 text-xs', style && cn('border-0', style.className), className)}>
      {style?.label ?? outcome ?? 'In progress'}
    </Badge>
  );
}
