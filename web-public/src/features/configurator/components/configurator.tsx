import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, readApiError, toast } from '@ringbook/web-shared';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { WizardProgress } from '../../../components/ui/wizard-progress';
import { paths } from '../../../config/paths';
import {
  CONFIGURATOR_STEP_FIELDS,
  customPlanDefaults,
  customPlanSchema,
  useSubmitCustomPlan,
  type CustomPlanInput,
} from '../api/submit-custom-plan';
import { saveSubmission } from '../utils/stored-submission';
import { BusinessStep } from './business-step';
import { ConfirmationStep } from './confirmation-step';
import { PlanStep } from './plan-step';
import { PricingRoiStep } from './pricing-roi-step';
import { useHydrated } from '../../../hooks/use-hydrated';

type Step = { name: string; title: string; render: (form: UseFormReturn<CustomPlanInput>) => ReactNode };

export const CONFIGURATOR_STEPS: Step[] = [
  { name: 'Business Info', title: 'Tell us about your business', render: (form) => <BusinessStep form={form} /> },
  { name: 'AI Configuration', title: 'Configure your AI receptionist', render: (form) => <PlanStep form={form} /> },
  { name: 'Pricing & ROI', title: 'Your price and your return', render: (form) => <PricingRoiStep form={form} /> },
  { name: 'Confirmation', title: 'Review and confirm', render: (form) => <ConfirmationStep form={form} /> },
];

/** (step index + 1) / (steps + 1): the last step shows 80%, the order itself completes it. */
export const configuratorProgress = (step: number) => ((step + 1) / (CONFIGURATOR_STEPS.length + 1)) * 100;

export function Configurator() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  // Pre-rendered, the form shows before React listens: until then it cannot be sent, rather than sent by the
  // browser itself (which reloads the page and drops what was typed).
  const hydrated = useHydrated();
  const form = useForm<CustomPlanInput>({ resolver: zodResolver(customPlanSchema), defaultValues: customPlanDefaults });
  const submitting = useSubmitCustomPlan({
    onSuccess: (answer, input) => {
      saveSubmission(input, answer);
      toast({ title: 'Success!', description: 'Your custom plan has been submitted.' });
      void navigate(paths.thankYou.getHref());
    },
    onError: (error) => {
      const named = Object.entries(readApiError(error).fields ?? {}) as [keyof CustomPlanInput, string][];
      for (const [name, text] of named) form.setError(name, { message: text });
      const firstStep = CONFIGURATOR_STEP_FIELDS.findIndex((names) => named.some(([name]) => names.includes(name)));
      if (firstStep >= 0) setStep(firstStep);
      toast({ title: 'Error', description: 'Failed to submit form. Please try again.', variant: 'destructive' });
    },
  });
  const last = step === CONFIGURATOR_STEPS.length - 1;
  const current = CONFIGURATOR_STEPS[step] ?? CONFIGURATOR_STEPS[0]!;

  // A block body: scrollTo returns a promise in current browsers, and an effect may only return a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const next = async () => {
    const valid = await form.trigger(CONFIGURATOR_STEP_FIELDS[step] as (keyof CustomPlanInput)[]);
    if (!valid) return;
    if (last) {
      await form.handleSubmit((data) => submitting.mutate(data))();
      return;
    }
    setStep((index) => index + 1);
  };

  const back = () => {
    if (step === 0) void navigate(paths.home.getHref());
    else setStep((index) => index - 1);
  };

  return (
    <div className="flex flex-col gap-6">
      <WizardProgress
        label={`Step ${step + 1} of ${CONFIGURATOR_STEPS.length}: ${current.name}`}
        percent={configuratorProgress(step)}
        steps={CONFIGURATOR_STEPS.map((entry) => entry.name)}
        current={step}
      />
      <Card className="p-6 sm:p-8">
        <h2 className="text-2xl font-bold text-foreground">{current.title}</h2>
        <form
          noValidate
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
        >
          {current.render(form)}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={back}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            {last ? (
              <Button type="submit" variant="accent" size="lg" disabled={!hydrated || submitting.isPending}>
                {submitting.isPending ? 'Submitting...' : 'Submit Order'}
              </Button>
            ) : (
              <Button type="submit" size="lg" disabled={!hydrated}>
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
