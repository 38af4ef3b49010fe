import { Spinner, cn } from '@ringbook/web-shared';
import { Check, Circle } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { PROVISIONING_STEPS, currentStepIndex, stepState, type StepState } from '../utils/provisioning-steps';

type ProvisioningOverlayProps = {
  tenantName: string;
  /** The saga's latest step (create_llm ... done), or null before its first answer. */
  sagaStep: string | null;
};

const stateText: Record<StepState, string> = { done: 'done', current: 'in progress', pending: 'waiting' };

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <Check className="size-4 text-success" aria-hidden="true" />;
  if (state === 'current') return <Spinner className="text-primary" />;
  return <Circle className="size-4 text-muted-foreground" aria-hidden="true" />;
}

/**
 * Covers the screen while the agent is provisioned; the page behind it is made inert by the screen, so
 * nothing there can be focused or clicked until the saga ends.
 */
export function ProvisioningOverlay({ tenantName, sagaStep }: ProvisioningOverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const current = currentStepIndex(sagaStep);

  // Read before the browser moves focus off the button the page behind has just made inert.
  useLayoutEffect(() => {
    returnTo.current = document.activeElement;
    panelRef.current?.focus();
  }, []);

  useEffect(
    () => () => {
      // Back to the card's button once the page is usable again (the webhook dialog takes focus on success).
      const element = returnTo.current;
      if (element instanceof HTMLElement && element.isConnected) element.focus();
    },
    [],
  );

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-sidebar/85 p-4 backdrop-blur-sm">
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="provisioning-title"
        aria-describedby="provisioning-description"
        tabIndex={-1}
        className={cn(
          'flex w-full max-w-md flex-col gap-5 rounded-lg bg-background p-6 shadow-soft',
          'focus:outline-none sm:p-8',
        )}
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <Spinner className="size-10 text-primary" />
          <h2 id="provisioning-title" className="text-xl font-semibold text-foreground">
            Provisioning AI agent
          </h2>
          <p id="provisioning-description" className="text-muted-foreground">
            Setting up the AI receptionist for <span className="font-semibold text-foreground">{tenantName}</span>.
            This takes about 10-15 seconds; please keep this page open.
          </p>
        </div>
        <ol aria-label="Provisioning steps" className="flex flex-col gap-3">
          {PROVISIONING_STEPS.map((step, index) => {
            const state = stepState(index, current);
            return (
              <li
                key={step.label}
                aria-current={state === 'current' ? 'step' : undefined}
                className={cn(
                  'flex items-start gap-3 rounded-lg border px-3 py-2.5 text-sm',
                  state === 'current' ? 'border-primary/30 bg-primary-subtle text-foreground' : 'border-border',
                  state === 'pending' ? 'text-muted-foreground' : 'text-foreground',
                )}
              >
                <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center">
                  <StepIcon state={state} />
                </span>
                <span className="flex-1">
                  {step.label}
                  <span className="sr-only"> ({stateText[state]})</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
