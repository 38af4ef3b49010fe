import { Button, Card } from '@ringbook/web-shared';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/load-state';
import { StepProgress } from '../../../components/step-progress';
import { useReceptionistStatus, type ReceptionistStatus } from '../../../lib/api/receptionist-status';
import { withStatusDefaults } from '../utils/status';
import {
  WIZARD_STEPS,
  nextStep,
  previousStep,
  stepForStatus,
  stepIndex,
  stepToEdit,
  type WizardStepId,
} from '../utils/steps';
import { ActiveScreen } from './active-screen';
import { BusinessInfoStep } from './business-info-step';
import { ConnectStep } from './connect-step';
import { EventTypesStep } from './event-types-step';
import { ProvisioningOverlay } from './provisioning-overlay';
import { ReviewStep } from './review-step';
import { ServicesStep } from './services-step';
import { StaffStep } from './staff-step';
import type { StepProps } from './step-props';

const STEP_TITLES = WIZARD_STEPS.map(({ title }) => title);

const STEP_COMPONENTS: Record<WizardStepId, ComponentType<StepProps>> = {
  calcom_auth: ConnectStep,
  event_types: EventTypesStep,
  business_info: BusinessInfoStep,
  staff: StaffStep,
  services: ServicesStep,
  review: ReviewStep,
};

export function SetupWizard() {
  const query = useReceptionistStatus();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');

  if (query.isPending) {
    return (
      <Loading>Loading your setup...</Loading>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-destructive">
          We couldn't load your receptionist setup.
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const status = withStatusDefaults(query.data);
  if (status.status === 'ready') {
    // Once live, every answer stays editable: the same steps, each saved as it is left, reaching the receptionist.
    return editing === null ? (
      <ActiveScreen status={status} onManage={() => setParams({ edit: 'business_info' })} />
    ) : (
      <WizardSteps key={editing} status={status} first={stepToEdit(editing)} onDone={() => setParams({})} />
    );
  }
  const provisioning = status.status === 'provisioning';
  return (
    <>
      <div inert={provisioning}>
        <WizardSteps status={status} />
      </div>
      {provisioning && <ProvisioningOverlay />}
    </>
  );
}

/**
 * Opens on the step the status points to (once live, on the step being changed); from there Next and Back move
 * between steps. Saving a step moves the
 * status on too, but adding a staff member must not carry the owner past the staff step, so the status is read
 * once, on arrival.
 */
function WizardSteps({
  status,
  first,
  onDone,
}: {
  status: ReceptionistStatus;
  first?: WizardStepId;
  onDone?: () => void;
}) {
  const [step, setStep] = useState<WizardStepId>(() => first ?? stepForStatus(status.status));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current || first) headingRef.current?.focus();
  }, [step, first]);

  const goTo = (next: WizardStepId) => {
    moved.current = true;
    setStep(next);
  };

  const Step = STEP_COMPONENTS[step];
  return (
    <div className="flex flex-col gap-6">
      <StepProgress
        steps={STEP_TITLES}
        current={stepIndex(step)}
        name="Setup progress"
        listClassName="hidden grid-cols-6 gap-2 text-xs md:grid"
      />
      <Card className="p-5 sm:p-8">
        <Step
          key={step}
          status={status}
          headingRef={headingRef}
          onBack={() => goTo(previousStep(step))}
          onNext={() => goTo(nextStep(step))}
          onDone={onDone}
        />
      </Card>
    </div>
  );
}
