import { cn } from '@ringbook/web-shared';
import { Hourglass, MessageSquareText, PhoneCall } from 'lucide-react';
import type { NumberTexting } from '../api/get-registration';
import { numberState } from '../utils/registration-status';

const ICONS = {
  own: { icon: MessageSquareText, className: 'text-success' },
  pending: { icon: Hourglass, className: 'text-warning' },
  shared: { icon: PhoneCall, className: 'text-muted-foreground' },
} as const;

/** Each location's number and whether clients are texted from it, with what carriers found wrong, if anything. */
export function TextingNumbers({ numbers }: { numbers: NumberTexting[] }) {
  if (numbers.length === 0) return null;
  return (
    <section aria-labelledby="texting-numbers" className="border-t border-border pt-4">
      <h3 id="texting-numbers" className="text-base font-semibold text-foreground">
        Your numbers
      </h3>
      <ul aria-labelledby="texting-numbers" className="mt-1 divide-y divide-border">
        {numbers.map((number) => {
          const { icon: Icon, className } = ICONS[number.texting];
          return (
            <li
              key={number.locationId}
              data-texting={number.texting}
              className="flex flex-col gap-1 py-3 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
            >
              <div className="min-w-0">
                <p className="font-medium text-foreground">{number.locationName}</p>
                <p className="text-sm text-muted-foreground tabular-nums">{number.phoneNumber}</p>
              </div>
              <div className="flex min-w-0 flex-col gap-1 sm:max-w-[60%] sm:items-end sm:text-right">
                <p className="flex items-start gap-1.5 text-sm text-foreground">
                  <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', className)} />
                  {numberState(number)}
                </p>
                {number.problem && <p className="text-sm font-medium text-destructive">{number.problem}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
