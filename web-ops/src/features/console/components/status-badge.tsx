import { Badge, cn } from '@ringbook/web-shared';
import type { StatusLook } from '../utils/status';

/** A small badge in a status colour from utils/status. */
export function StatusBadge({ look, status }: { look: StatusLook; status?: string }) {
  return (
    <Badge data-status={status} className={cn('px-2.5 py-0.5 text-xs whitespace-nowrap', look.className)}>
      {look.label}
    </Badge>
  );
}
