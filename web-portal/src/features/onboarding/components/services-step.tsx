import { Button, toast } from '@ringbook/web-shared';
import { ArrowLeft, Check, Plus } from 'lucide-react';
import { useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import { ServiceRowList } from '../../../components/service-row-list';
import { StepHeading } from '../../../components/step-heading';
import { showError } from '../../../lib/error-toast';
import { catalogueOf, emptyRow, toServices, type ServiceRow } from '../../../lib/service-rows';
import { useFinishOnboarding } from '../api/complete-onboarding';

type ServicesStepProps = {
  rows: ServiceRow[];
  onRowsChange: Dispatch<SetStateAction<ServiceRow[]>>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onFinished: () => void;
};

export function ServicesStep({ rows, onRowsChange, headingRef, onBack, onFinished }: ServicesStepProps) {
  const [error, setError] = useState<string>();
  const finishing = useFinishOnboarding({
    onSuccess: () => {
      toast({ title: 'All set! Your portal is ready to use' });
      onFinished();
    },
    onError: (err) => showError(err, 'Failed to save services'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { services, problem } = catalogueOf(rows);
    setError(problem);
    if (!problem) finishing.mutate(services);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <StepHeading
        title="Your services"
        description="What clients can book, how long it takes and what it costs. You can change these any time."
        headingRef={headingRef}
      />
      <ServiceRowList rows={rows} onChange={onRowsChange} showId={false} />
      {error && toServices(rows).length === 0 && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" onClick={() => onRowsChange((current) => [...current, emptyRow()])}>
          <Plus aria-hidden="true" />
          Add Service
        </Button>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={finishing.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" size="lg" disabled={finishing.isPending}>
          <Check aria-hidden="true" />
          {finishing.isPending ? 'Finishing...' : 'Complete Setup'}
        </Button>
      </div>
    </form>
  );
}
