import { Badge, cn } from '@ringbook/web-shared';
import { statusLook } from '../utils/status';

export function StatusBadge({ status }: { status: string }) {
  const { label, className } = statusLook(status);
  return (
    <Badge data-status={status} className={cn('px-2.5 py-0.5 whitespace-nowrap', className)}>
      {label}
    </Badge>
  );
}
