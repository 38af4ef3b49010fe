import { Badge } from '@ringbook/web-shared';
import { CircleCheck, CircleDashed } from 'lucide-react';

export function ConnectionBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <Badge tone="success" className="shrink-0">
      <CircleCheck aria-hidden="true" />
      Connected
    </Badge>
  ) : (
    <Badge tone="neutral" className="shrink-0">
      <CircleDashed aria-hidden="true" />
      Not Connected
    </Badge>
  );
}
