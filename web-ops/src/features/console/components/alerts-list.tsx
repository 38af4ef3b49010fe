import { cn } from '@ringbook/web-shared';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { AlertType, Overview } from '../api/get-overview';

const LOOKS: Record<AlertType, { label: string; icon: typeof Info; className: string }> = {
  error: { label: 'Error', icon: CircleAlert, className: 'border-destructive/30 bg-destructive/5 text-destructive' },
  warning: { label: 'Warning', icon: TriangleAlert, className: 'border-warning/30 bg-warning/5 text-warning' },
  info: { label: 'Info', icon: Info, className: 'border-status-scheduled/30 bg-status-scheduled/5 text-status-scheduled' },
};

const lookOf = (type: string) => LOOKS[type as AlertType] ?? LOOKS.info;

/** The overview's alerts, each with its type; also what the notifications panel lists. */
export function AlertsList({ alerts, compact = false }: { alerts: Overview['alerts']; compact?: boolean }) {
  if (alerts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck className="size-4 text-success" aria-hidden="true" />
        No alerts. Everything is running smoothly.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {alerts.map((alert) => {
        const { label, icon: Icon, className } = lookOf(alert.type);
        return (
          <li
            key={`${alert.kind ?? alert.type}:${alert.message}`}
            data-type={alert.type}
            className={cn('flex items-start gap-3 rounded-lg border', compact ? 'p-3' : 'p-4', className)}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="text-sm">
              <span className="font-semibold">{label}: </span>
              <span className="text-foreground">{alert.message}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
