import { Badge, cn } from '@ringbook/web-shared';

const styles: Record<string, { label: string; className: string }> = {
  booked: { label: 'Booked', className: 'bg-green-50 text-success' },
  rescheduled: { label: 'Rescheduled', className: 'bg-green-50 text-success' },
  missed: { label: 'Missed', className: 'bg-red-50 text-destructive' },
  inquiry: { label: 'Inquiry', className: 'bg-blue-50 text-status-scheduled' },
  cancelled: { label: 'Cancelled', className: 'bg-muted text-muted-foreground' },
  transferred: { label: 'Transferred', className: 'bg-blue-50 text-status-scheduled' },
  message: { label: 'Message', className: 'bg-amber-50 text-warning' },
  not_booked: { label: 'Not booked', className: 'bg-red-50 text-destructive' },
};

/** An outcome the portal does not know yet, said as words: "left_voicemail" -> "Left voicemail". */
export function outcomeLabel(outcome: string): string {
  const words = outcome.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : outcome;
}

/** Booked, rescheduled, cancelled, transferred, missed, message, not booked or inquiry; "In progress" while the call lasts;
 * any other outcome as words. */
export function CallOutcomeBadge({ outcome, className }: { outcome: string | null; className?: string }) {
  const style = outcome ? styles[outcome] : undefined;
  return (
    <Badge tone="neutral" className={cn('px-2.5 py-0.5 text-xs', style && cn('border-0', style.className), className)}>
      {style?.label ?? (outcome ? outcomeLabel(outcome) : 'In progress')}
    </Badge>
  );
}
