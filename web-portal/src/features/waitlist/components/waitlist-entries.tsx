import { Badge, Button } from '@ringbook/web-shared';
import { Trash2 } from 'lucide-react';
import { usePhoneFormat } from '../../../hooks/use-phone-format';
import { useServices } from '../../../lib/api/services';
import type { WaitlistEntry } from '../api/get-waitlist';
import { useRemoveFromWaitlist } from '../api/remove-from-waitlist';
import { describeDays, describeTimes } from '../utils/describe';

/** In the order they joined: who, for what, with whom, when, and whether a time is offered to them now. */
export function WaitlistEntries({ entries, location }: { entries: WaitlistEntry[]; location: string | undefined }) {
  const phone = usePhoneFormat();
  const services = useServices();
  const remove = useRemoveFromWaitlist(location);
  const serviceName = (id: string) => services.data?.find((service) => service.serviceId === id)?.name ?? id;

  return (
    <ol aria-label="Waiting clients" className="flex flex-col divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start gap-3 py-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-foreground">{entry.customerName}</span>
              <a href={`tel:${entry.customerPhone}`} className="text-sm text-primary underline-offset-2 hover:underline">
                {phone(entry.customerPhone)}
              </a>
              {entry.status === 'offered' && <Badge tone="accent">Offered a time</Badge>}
            </p>
            <p className="text-sm text-muted-foreground">
              {serviceName(entry.serviceId)} · {entry.staffName ?? 'Anyone'} · {describeDays(entry)} ·{' '}
              {describeTimes(entry)}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${entry.customerName}`}
            disabled={remove.isPending && remove.variables === entry.id}
            onClick={() => remove.mutate(entry.id)}
          >
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}
