import { Card } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/load-state';
import { StepProgress } from '../../../components/step-progress';
import { paths } from '../../../config/paths';
import { useServices, type Service } from '../../../lib/api/services';
import { useSettings, type TenantSettings } from '../../../lib/api/tenant-settings';
import { emptyRow, serviceRowsSchema, toRow } from '../../../lib/service-rows';
import { ServicesStep, type ServiceRowsForm } from './services-step';
import { SettingsStep } from './settings-step';

const STEPS = ['Settings', 'Services'] as const;

/** Two steps, settings then services; what was saved before is filled in. */
export function OnboardingWizard() {
  const settings = useSettings();
  const services = useServices();

  if (settings.isPending || services.isPending) {
    return (
      <Loading>Loading your salon...</Loading>
    );
  }
  // Nothing saved yet (or not readable): the owner starts from the defaults.
  const savedServices = Array.isArray(services.data) ? services.data : [];
  return <OnboardingSteps savedSettings={settings.data} savedServices={savedServices} />;
}

type OnboardingStepsProps = { savedSettings: Partial<TenantSettings> | undefined; savedServices: Service[] };

function OnboardingSteps({ savedSettings, savedServices }: OnboardingStepsProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [savedRows] = useState(() => (savedServices.length > 0 ? savedServices.map(toRow) : [emptyRow()]));
  const servicesForm = useForm<ServiceRowsForm>({
    resolver: zodResolver(serviceRowsSchema),
    defaultValues: { rows: savedRows },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <StepProgress steps={STEPS} current={step} name="Onboarding progress" />
      <Card className="p-5 sm:p-8">
        {step === 0 ? (
          <SettingsStep saved={savedSettings} headingRef={headingRef} onSaved={() => goTo(1)} />
        ) : (
          <ServicesStep
            form={servicesForm}
            headingRef={headingRef}
            onBack={() => goTo(0)}
            onFinished={() => void navigate(paths.app.getHref('overview'))}
          />
        )}
      </Card>
    </div>
  );
}
