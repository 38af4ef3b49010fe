import { Badge, Card, PageTitle, buttonClasses } from '@ringbook/web-shared';
import { ArrowRight, Check, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { seo } from '../../config/seo';

const includedFeatures = [
  '24/7 voice receptionist',
  'Automated booking',
  'Natural conversation AI',
  'Dedicated phone number per location',
  'SMS confirmations and reminders',
  'Email notifications',
  'Calendar integration',
  'Real-time availability',
  'Multi-location support',
  'Call recording and transcription',
  'Analytics dashboard',
  'No card required for setup',
  'Free onboarding',
  'Cancel anytime',
];

export function PricingRoute() {
  return (
    <PageSection tone="muted">
      <PageTitle title={seo.pricing.title} />
      <SectionHeading
        as="h1"
        eyebrow="Pricing"
        title="Simple pricing that grows with you"
        description="One plan, configured to your call volume, call length and locations. Try it free for 14 days."
      />
      <Card className="mx-auto mt-12 max-w-3xl border-primary p-6 sm:p-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold text-foreground">Customizable Plan</h2>
          <Badge tone="accent">14-day free trial</Badge>
        </div>
        <p className="mt-4 text-muted-foreground">
          Starting from <span className="text-5xl font-bold text-foreground tabular-nums">$97</span>/month
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          Your price depends on calls per month, average call length, locations and SMS options. Save 15% when
          you pay annually.
        </p>
        <h3 className="mt-8 text-sm font-semibold tracking-wide text-foreground uppercase">Everything included</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {includedFeatures.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-foreground">
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Link to={paths.configure.getHref()} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            Configure Your Plan
            <ArrowRight aria-hidden="true" />
          </Link>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="size-4 text-success" aria-hidden="true" />
            No setup fees, no contracts, money-back guarantee
          </p>
        </div>
      </Card>
    </PageSection>
  );
}
