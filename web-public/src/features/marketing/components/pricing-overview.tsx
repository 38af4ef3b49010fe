import { Badge, Card, buttonClasses } from '@ringbook/web-shared';
import { ArrowRight, Check, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';

const ranges = [
  { label: 'Call volume', value: '100 to 2000+ calls per month' },
  { label: 'Call duration', value: '1 to 15 minutes' },
  { label: 'Locations', value: '1 to 10+ locations' },
];

const included = [
  '24/7 AI voice receptionist',
  'Automated booking and rescheduling',
  'SMS confirmations and reminders',
  'Calendar integration',
  'Call recording and transcription',
  'Analytics dashboard',
];

export function PricingOverview() {
  return (
    <PageSection id="pricing" tone="muted" aria-labelledby="pricing-title">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="One plan, shaped to your salon"
        description="Pay for the calls you actually get. 14-day free trial, no setup fees, no contracts."
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="flex flex-col gap-6 border-primary p-6 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-2xl font-bold text-foreground">Customizable Plan</h3>
            <Badge tone="accent">Most flexible</Badge>
          </div>
          <p className="text-muted-foreground">
            Starting from <span className="text-3xl font-bold text-foreground tabular-nums">$97</span>/month
          </p>
          <dl className="grid gap-3 sm:grid-cols-3">
            {ranges.map((range) => (
              <div key={range.label} className="rounded-lg bg-primary-subtle p-4">
                <dt className="text-xs font-semibold tracking-wide text-primary uppercase">{range.label}</dt>
                <dd className="mt-1 text-sm font-medium text-foreground">{range.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="grid gap-2 sm:grid-cols-2">
            {included.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm text-foreground">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <Link to={paths.configure.getHref()} className={buttonClasses({ variant: 'accent', size: 'lg', className: 'self-start' })}>
            Configure Your Plan
            <ArrowRight aria-hidden="true" />
          </Link>
        </Card>
        <Card className="flex flex-col gap-4 p-6 sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-lg bg-accent/10 text-accent-strong">
            <Mic className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-xl font-semibold text-foreground">Custom Voice Training</h3>
          <p className="text-muted-foreground">
            Want your receptionist to sound like your brand? We can train a custom voice with your
            greeting, your tone and the way your team talks to clients.
          </p>
          <Link to={paths.contact.getHref()} className={buttonClasses({ variant: 'outline', className: 'mt-auto self-start' })}>
            Contact Sales
          </Link>
        </Card>
      </div>
    </PageSection>
  );
}
