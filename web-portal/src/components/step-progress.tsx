import { Progress, cn } from '@ringbook/web-shared';
import { Check } from 'lucide-react';

type StepProgressProps = {
  steps: readonly string[];
  current: number;
  /** What the bar is named for, before the step: "Setup progress, Step 2 of 6: Event Type". */
  name: string;
  listClassName?: string;
};

/** "Step 2 of 6: Event Type", a bar filled by the steps reached, and every step, ticked once done. */
export function StepProgress({ steps, current, name, listClassName = 'flex gap-6 text-sm' }: StepProgressProps) {
  const label = `Step ${current + 1} of ${steps.length}: ${steps[current]}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-foreground">{label}</p>
      <Progress value={((current + 1) / steps.length) * 100} label={`${name}, ${label}`} />
      <ol className={listClassName}>
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              index <= current ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs tabular-nums',
                index < current && 'border-primary bg-primary text-primary-foreground',
                index === current && 'border-primary',
                index > current && 'border-border',
              )}
            >
              {index < current ? <Check className="size-3.5" /> : index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
