import { Progress, cn } from '@ringbook/web-shared';
import { Check } from 'lucide-react';
import { WIZARD_STEPS, progressPercent, stepIndex, type WizardStepId } from '../utils/steps';

export function WizardProgress({ step }: { step: WizardStepId }) {
  const current = stepIndex(step);
  const label = `Step ${current + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[current]!.title}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-foreground">{label}</p>
      <Progress value={progressPercent(step)} label={`Setup progress, ${label}`} />
      <ol className="hidden grid-cols-6 gap-2 text-xs md:grid">
        {WIZARD_STEPS.map(({ id, title }, index) => (
          <li
            key={id}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              index <= current ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border tabular-nums',
                index < current && 'border-primary bg-primary text-primary-foreground',
                index === current && 'border-primary',
                index > current && 'border-border',
              )}
            >
              {index < current ? <Check className="size-3.5" /> : index + 1}
            </span>
            {title}
          </li>
        ))}
      </ol>
    </div>
  );
}
