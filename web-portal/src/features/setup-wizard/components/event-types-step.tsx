import { Button, cn, toast } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Loading } from '../../../components/load-state';
import { z } from '../../../lib/zod';
import { useEventTypes, type EventType } from '../api/event-types';
import { useSaveEventType } from '../api/save-event-type';
import { NO_EVENT_TYPES } from '../utils/calcom';
import { showError } from '../../../lib/error-toast';
import { factsFromStatus } from '../utils/status';
import { CHOOSE_EVENT_TYPE, stepGap } from '../utils/steps';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

function EventTypeChoices({
  types,
  selected,
  onSelect,
}: {
  types: EventType[];
  selected: string;
  onSelect: (type: EventType) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-foreground">Default event type</legend>
      {types.map((type) => {
        const checked = String(type.id) === selected;
        return (
          <label
            key={String(type.id)}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors duration-150',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-primary-subtle' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="event-type"
              value={String(type.id)}
              checked={checked}
              onChange={() => onSelect(type)}
              className="mt-1 size-4 accent-primary focus:outline-none"
            />
            <span className="flex flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-foreground">{type.title}</span>
                <span className="text-sm text-muted-foreground tabular-nums">{type.lengthInMinutes} min</span>
              </span>
              {type.description && <span className="text-sm text-muted-foreground">{type.description}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function EventTypeList({
  connected,
  selected,
  onSelect,
}: {
  connected: boolean;
  selected: string;
  onSelect: (type: EventType) => void;
}) {
  const types = useEventTypes(connected);

  if (!connected) {
    return <p className="text-muted-foreground">Connect your booking calendar first to see its event types.</p>;
  }
  if (types.isPending) {
    return (
      <Loading>Loading your event types...</Loading>
    );
  }
  if (types.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-destructive">
          We couldn't load your event types.
        </p>
        <Button variant="outline" size="sm" onClick={() => void types.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = Array.isArray(types.data) ? types.data : [];
  if (list.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted p-4 text-foreground">
        {NO_EVENT_TYPES}
      </p>
    );
  }
  return <EventTypeChoices types={list} selected={selected} onSelect={onSelect} />;
}

/** The default event type: one of the calendar's, sent as its id (a number from Cal.com). */
const eventTypeChoiceSchema = z.object({
  eventTypeId: z
    .union([z.number(), z.string()])
    .nullable()
    .refine((id) => id != null && id !== '', CHOOSE_EVENT_TYPE)
    .transform((id) => id!),
});

export function EventTypesStep({ status, headingRef, onBack, onNext }: StepProps) {
  const form = useForm<z.input<typeof eventTypeChoiceSchema>, unknown, z.output<typeof eventTypeChoiceSchema>>({
    resolver: zodResolver(eventTypeChoiceSchema),
    defaultValues: { eventTypeId: status.calcomDefaultEventTypeId },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const choice = form.watch('eventTypeId');
  const saving = useSaveEventType();
  const selected = choice == null ? '' : String(choice);
  const gap = stepGap('event_types', { ...factsFromStatus(status), selectedEventTypeId: selected });

  const saveAndContinue = form.handleSubmit(({ eventTypeId }) =>
    saving.mutate(eventTypeId, {
      onSuccess: () => {
        toast({ title: 'Event type configured!' });
        onNext();
      },
      onError: (error) => showError(error, 'Failed to save the event type'),
    }),
  );

  return (
    <StepFrame
      title="Choose an event type"
      description="The kind of appointment your receptionist books by default."
      headingRef={headingRef}
      nav={
        <WizardNav
          step="event_types"
          gap={gap}
          onBack={onBack}
          onNext={saveAndContinue}
          busy={saving.isPending}
        />
      }
    >
      <EventTypeList
        connected={status.calcomConnected}
        selected={selected}
        onSelect={(type) => form.setValue('eventTypeId', type.id)}
      />
    </StepFrame>
  );
}
