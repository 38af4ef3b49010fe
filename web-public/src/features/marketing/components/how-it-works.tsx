import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';

const steps = [
  {
    title: 'Connect Your Calendar',
    time: '2 min',
    description: 'Sign in to your calendar platform so Brian sees your real availability and books into it.',
  },
  {
    title: 'Configure Your AI Receptionist',
    time: '5 min',
    description: 'Add your services, prices, hours and policies, and pick the voice that suits your salon.',
  },
  {
    title: 'Get Your Phone Number',
    time: 'Instant',
    description: 'Get a new toll-free number, or forward your existing number when you are busy or closed.',
  },
  {
    title: 'Go Live',
    time: 'Today',
    description: 'Brian starts answering. You get a text and an email for anything that needs you.',
  },
];

export function HowItWorks() {
  return (
    <PageSection tone="muted" aria-labelledby="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="How it works"
        title="Live in 5-10 minutes"
        description="No technical skills needed, and no new hardware."
      />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative flex flex-col gap-3 rounded-lg bg-background p-6 shadow-soft">
            <div className="flex items-center justify-between">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {index + 1}
              </span>
              <span className="rounded-full bg-accent/10 px-2.5 py-0.5 text-xs font-semibold text-accent-strong">
                {step.time}
              </span>
            </div>
            <h3 className="text-lg font-semibold text-foreground">{step.title}</h3>
            <p className="text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
