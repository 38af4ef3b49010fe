import { Button, readApiError, toast } from '@ringbook/web-shared';
import { ArrowLeft, Check, Plus } from 'lucide-react';
import { useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import { ServiceRowList } from '../../services/components/service-row-list';
import { NO_SERVICES, emptyRow, toServices, type ServiceRow } from '../../services/utils/service-rows';
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
    onError: (err) =>
      toast({
        title: 'Error',
        description: readApiError(err).message ?? 'Failed to save services',
        variant: 'destructive',
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const services = toServices(rows);
    if (services.length === 0) {
      setError(NO_SERVICES);
      return;
    }
    setError(undefined);
    finishing.mutate(services);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
          Your services
        </h2>
        <p className="text-sm text-muted-foreground">
          What clients can book, how long it takes and what it costs. You can change these any time.
        </p>
      </div>
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
