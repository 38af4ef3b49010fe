import { Button } from '@ringbook/web-shared';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { canGoBack, showsNext, type WizardStepId } from '../utils/steps';

type WizardNavProps = {
  step: WizardStepId;
  /** Why Next is not available yet; null when it is. */
  gap: string | null;
  onBack: () => void;
  onNext?: () => void;
  busy?: boolean;
  /** Takes Next's place on the review step. */
  action?: ReactNode;
};

/** Back and Next: Back disabled on the first step, Next hidden on the review step and held back by the gating. */
export function WizardNav({ step, gap, onBack, onNext, busy = false, action }: WizardNavProps) {
  const gapId = useId();
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6">
      {gap && showsNext(step) && (
        <p id={gapId} className="text-sm text-muted-foreground sm:text-right">
          {gap}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={!canGoBack(step) || busy}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        {showsNext(step) ? (
          <Button
            size="lg"
            onClick={onNext}
            disabled={!!gap || busy}
            aria-describedby={gap ? gapId : undefined}
          >
            {busy ? 'Saving...' : 'Next'}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          action
        )}
      </div>
    </div>
  );
}
