import { Progress } from '@ringbook/web-shared';

type WizardProgressProps = { label: string; percent: number; steps?: readonly string[]; current?: number };

export function WizardProgress({ label, percent, steps, current = 0 }: WizardProgressProps) {
  const rounded = Math.round(percent);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-foreground">{label}</span>
        <span className="text-muted-foreground tabular-nums">{rounded}% complete</span>
      </div>
      <Progress value={percent} label={`${label}, ${rounded}% complete`} />
      {steps && (
        <ol className="hidden justify-between gap-2 text-xs sm:flex">
          {steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={index <= current ? 'font-semibold text-primary' : 'text-muted-foreground'}
            >
              {step}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
