import { Button, toast } from '@ringbook/web-shared';
import { ArrowLeft, Check, Plus } from 'lucide-react';
import type { RefObject } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ServiceRowList } from '../../../components/service-row-list';
import { StepHeading } from '../../../components/step-heading';
import { showError } from '../../../lib/error-toast';
import { emptyRow, toServices, type ServiceRow } from '../../../lib/service-rows';
import { useFinishOnboarding } from '../api/complete-onboarding';

export type ServiceRowsForm = { rows: ServiceRow[] };

type ServicesStepProps = {
  /** The rows' form outlives this step, so going back to the settings keeps what was typed here. */
  form: UseFormReturn<ServiceRowsForm>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onFinished: () => void;
};

export function ServicesStep({ form, headingRef, onBack, onFinished }: ServicesStepProps) {
  const error = form.formState.errors.rows?.message;
  const finishing = useFinishOnboarding({
    onSuccess: () => {
      toast({ title: 'All set! Your portal is ready to use' });
      onFinished();
    },
    onError: (err) => showError(err, 'Failed to save services'),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ rows }) => finishing.mutate(toServices(rows)))}
      className="flex flex-col gap-6"
    >
      <StepHeading
        title="Your services"
        description="What clients can book, how long it takes and what it costs. You can change these any time."
        headingRef={headingRef}
      />
      <Controller
        control={form.control}
        name="rows"
        render={({ field }) => (
          <>
            <ServiceRowList
              rows={field.value}
              onChange={(change) => field.onChange(typeof change === 'function' ? change(field.value) : change)}
              showId={false}
            />
            {error && toServices(field.value).length === 0 && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <div>
              <Button type="button" variant="outline" onClick={() => field.onChange([...field.value, emptyRow()])}>
                <Plus aria-hidden="true" />
                Add Service
              </Button>
            </div>
          </>
        )}
      />
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
