import { Progress, cn } from '@ringbook/web-shared';
import { Check } from 'lucide-react';

type OnboardingProgressProps = { steps: readonly string[]; current: number };

export function OnboardingProgress({ steps, current }: OnboardingProgressProps) {
  const label = `Step ${current + 1} of ${steps.length}: ${steps[current]}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-foreground">{label}</p>
      <Progress value={((current + 1) / steps.length) * 100} label={`Onboarding progress, ${label}`} />
      <ol className="flex gap-6 text-sm">
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
                'flex size-6 items-center justify-center rounded-full border text-xs tabular-nums',
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
