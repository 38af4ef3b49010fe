import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, readApiError } from '@ringbook/web-shared';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { WizardProgress } from '../../../components/ui/wizard-progress';
import { paths } from '../../../config/paths';
import {
  LEAD_FORM_STEP_FIELDS,
  leadFormDefaults,
  leadFormSchema,
  useSubmitLeadForm,
  type LeadFormInput,
} from '../api/submit-lead-form';
import { BusinessInfoStep } from './business-info-step';
import { CurrentSetupStep } from './current-setup-step';
import { PreferencesStep } from './preferences-step';
import { RoiEstimatorStep } from './roi-estimator-step';
import { TimelineStep } from './timeline-step';
import { useHydrated } from '../../../hooks/use-hydrated';

type Step = { title: string; description: string; render: (form: UseFormReturn<LeadFormInput>) => ReactNode };

const steps: Step[] = [
  { title: 'Tell us about your business', description: 'So we know who we are setting up.', render: (form) => <BusinessInfoStep form={form} /> },
  { title: 'Your current setup', description: 'How bookings reach you today.', render: (form) => <CurrentSetupStep form={form} /> },
  { title: 'Estimate your ROI', description: 'What answering every call could be worth.', render: (form) => <RoiEstimatorStep form={form} /> },
  { title: 'Services & AI preferences', description: 'What your receptionist should know and sound like.', render: (form) => <PreferencesStep form={form} /> },
  { title: 'Timeline & next steps', description: 'Almost done.', render: (form) => <TimelineStep form={form} /> },
];

const reassurances = ['No credit card required', 'Free setup assistance', 'Cancel anytime'];

export function LeadForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // Pre-rendered, the form shows before React listens: until then it cannot be sent, rather than sent by the
  // browser itself (which reloads the page and drops what was typed).
  const hydrated = useHydrated();
  const form = useForm<LeadFormInput>({ resolver: zodResolver(leadFormSchema), defaultValues: leadFormDefaults });
  const submitting = useSubmitLeadForm({
    onSuccess: () => void navigate(paths.leadThankYou.getHref()),
    onError: (error) => {
      const { fields, message } = readApiError(error);
      const named = Object.entries(fields ?? {}) as [keyof LeadFormInput, string][];
      for (const [name, text] of named) form.setError(name, { message: text });
      const firstStep = LEAD_FORM_STEP_FIELDS.findIndex((names) => named.some(([name]) => names.includes(name)));
      if (firstStep >= 0) setStep(firstStep);
      setFailure(message ?? 'Please try again in a moment.');
    },
  });
  const last = step === steps.length - 1;
  const current = steps[step] ?? steps[0]!;

  // A block body: scrollTo returns a promise in current browsers, and an effect may only return a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const next = async () => {
    const valid = await form.trigger(LEAD_FORM_STEP_FIELDS[step] as (keyof LeadFormInput)[]);
    if (valid) setStep((index) => Math.min(index + 1, steps.length - 1));
  };

  const submit = form.handleSubmit((data) => {
    setFailure(null);
    submitting.mutate(data);
  });

  return (
    <div className="flex flex-col gap-6">
      <WizardProgress label={`Step ${step + 1} of ${steps.length}`} percent={((step + 1) / steps.length) * 100} />
      <Card className="p-6 sm:p-8">
        <h2 className="text-2xl font-bold text-foreground">{current.title}</h2>
        <p className="mt-1 text-muted-foreground">{current.description}</p>
        <form
          noValidate
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (last) void submit();
            else void next();
          }}
        >
          {current.render(form)}
          {failure && last && (
            <p role="alert" className="mt-6 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
              <strong className="font-semibold">We couldn't send your application.</strong> {failure}
            </p>
          )}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="outline" onClick={() => setStep((index) => index - 1)} disabled={step === 0} className={step === 0 ? 'invisible' : undefined}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            {last ? (
              <Button type="submit" variant="accent" size="lg" disabled={!hydrated || submitting.isPending}>
                {submitting.isPending ? 'Submitting...' : 'Get My Custom AI Receptionist'}
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
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
        {reassurances.map((item) => (
          <li key={item} className="flex items-center gap-1.5">
            <Check className="size-4 text-success" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
