import { Button, Card, readApiError } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { LocationPlaceFields } from '../../../components/location-place-fields';
import { OpeningWeekField } from '../../../components/opening-week-field';
import { StepHeading } from '../../../components/step-heading';
import { StepProgress } from '../../../components/step-progress';
import { useLiveErrors } from '../../../hooks/use-live-errors';
import { useCreateLocation, type SalonLocation } from '../../../lib/api/locations';
import { openingSchema, placeSchema, type OpeningValues, type PlaceValues } from '../../../lib/location-fields';
import { browserTimeZone } from '../../../lib/time-zones';
import { newPlace, openingDetails, openingOf, placeDetails } from '../utils/location-form';
import { showFieldErrors } from '../utils/server-errors';
import { LocationPricesForm } from './location-prices-form';
import { LocationStaffStep } from './location-staff-step';
import { NewLocationReady } from './new-location-ready';

const STEPS = ['Where', 'Hours', 'Staff', 'Prices', 'Done'] as const;

type AddLocationFlowProps = {
  /** The business's first location: a new one starts in its time zone, open when it is. */
  first: SalonLocation | undefined;
  onClose: () => void;
};

/** Adding a location: where it is, when it is open (saved then), who works there and when, then any price that
 * differs there. */
export function AddLocationFlow({ first, onClose }: AddLocationFlowProps) {
  const [step, setStep] = useState(0);
  const [place, setPlace] = useState<PlaceValues>(() => newPlace(first, browserTimeZone()));
  const [added, setAdded] = useState<SalonLocation | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), [step]);

  return (
    <Card className="flex flex-col gap-6 p-4 sm:p-6">
      <StepProgress steps={STEPS} current={step} name="Adding a location" listClassName="hidden gap-6 text-sm sm:flex" />
      {step === 0 && (
        <PlaceStep
          headingRef={headingRef}
          initial={place}
          onCancel={onClose}
          onNext={(values) => {
            setPlace(values);
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <OpeningStep
          headingRef={headingRef}
          place={place}
          initial={openingOf(first)}
          onBack={() => setStep(0)}
          onAdded={(location) => {
            setAdded(location);
            setStep(2);
          }}
        />
      )}
      {step === 2 && added && <LocationStaffStep headingRef={headingRef} location={added} onNext={() => setStep(3)} />}
      {step === 3 && added && (
        <div className="flex flex-col gap-4">
          <StepHeading
            headingRef={headingRef}
            title={`Any prices that differ at ${added.name}?`}
            description="Change only what's different there. Everything else is charged as on your menu."
          />
          <LocationPricesForm
            location={added}
            submitLabel="Save and Finish"
            onSaved={(saved) => {
              setAdded(saved);
              setStep(4);
            }}
            extraAction={
              <Button variant="outline" onClick={() => setStep(4)}>
                Same prices everywhere
              </Button>
            }
          />
        </div>
      )}
      {step === 4 && added && <NewLocationReady headingRef={headingRef} location={added} onClose={onClose} />}
    </Card>
  );
}

type HeadingRef = { headingRef: RefObject<HTMLHeadingElement | null> };

function PlaceStep({
  headingRef,
  initial,
  onCancel,
  onNext,
}: HeadingRef & { initial: PlaceValues; onCancel: () => void; onNext: (values: PlaceValues) => void }) {
  const form = useForm<PlaceValues>({
    resolver: zodResolver(placeSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)} className="flex flex-col gap-6">
      <StepHeading
        headingRef={headingRef}
        title="Where is your new location?"
        description="Callers hear its name and address, and its times are kept in its time zone."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LocationPlaceFields form={form} savedZone={initial.timezone} namePlaceholder="Bella Salon Uptown" />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          Next: Hours
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type OpeningStepProps = HeadingRef & {
  place: PlaceValues;
  initial: OpeningValues;
  onBack: () => void;
  onAdded: (location: SalonLocation) => void;
};

function OpeningStep({ headingRef, place, initial, onBack, onAdded }: OpeningStepProps) {
  const form = useForm<OpeningValues>({
    resolver: zodResolver(openingSchema, undefined, { raw: true }),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useLiveErrors(form);
  const [refusal, setRefusal] = useState<string | null>(null);
  const adding = useCreateLocation({
    onSuccess: onAdded,
    onError: (error) => {
      if (!showFieldErrors(form, error, ['week'])) {
        setRefusal(readApiError(error).message ?? "We couldn't add the location. Please try again.");
      }
    },
  });

  const add = (values: OpeningValues) => {
    setRefusal(null);
    adding.mutate({ ...placeDetails(place), ...openingDetails(values) });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(add)} className="flex flex-col gap-6">
      <StepHeading
        headingRef={headingRef}
        title={`When is ${place.name.trim()} open?`}
        description="Your receptionist books only inside these hours. They start as your first location's."
      />
      <OpeningWeekField form={form} />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={adding.isPending}>
          <Check aria-hidden="true" />
          {adding.isPending ? 'Adding...' : 'Add Location'}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={adding.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
    </form>
  );
}
