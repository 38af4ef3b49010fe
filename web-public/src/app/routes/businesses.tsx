import { Card, PageTitle, SPOKEN_LANGUAGES_SENTENCE, buttonClasses } from '@ringbook/web-shared';
import { BellRing, CalendarClock, Globe, PhoneCall, Quote, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { SectionHeading } from '../../components/ui/section-heading';
import { SectionLink } from '../../components/ui/section-link';
import { paths } from '../../config/paths';
import { seo } from '../../config/seo';
import { BusinessTypeCard } from '../../features/businesses/components/business-type-card';
import { businessTestimonials, businessTypes } from '../../features/businesses/data/business-types';

const features: { icon: LucideIcon; title: string; description: string }[] = [
  { icon: PhoneCall, title: 'Every call answered', description: 'Within about 3 seconds, day or night, even when every chair is busy.' },
  { icon: CalendarClock, title: 'Real-time booking', description: 'Books, moves and cancels appointments straight into your calendar.' },
  { icon: BellRing, title: 'Fewer no-shows', description: 'Text confirmations and reminders cut no-shows by up to 60%.' },
  { icon: Globe, title: 'Six languages', description: SPOKEN_LANGUAGES_SENTENCE },
];

export function BusinessesRoute() {
  return (
    <>
      <PageTitle title={seo.businesses.title} />
      <section className="bg-linear-to-b from-primary-subtle/70 to-background">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Built for beauty businesses</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
            An AI receptionist that knows your kind of business
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Hair salons, barbershops, day spas and nail salons each run their day differently. Ringbook learns your
            services, your team and your policies, and books the way you would.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <SectionLink section="pricing" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              View Pricing
            </SectionLink>
            <Link to={paths.contact.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Book a Demo
            </Link>
          </div>
        </div>
      </section>

      <PageSection aria-labelledby="types-title">
        <SectionHeading id="types-title" title="Who it's for" description="Average revenue increase after switching to Ringbook." />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {businessTypes.map((type) => (
            <li key={type.name}>
              <BusinessTypeCard type={type} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="muted" aria-labelledby="business-features-title">
        <SectionHeading id="business-features-title" title="What every business gets" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-foreground">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection aria-labelledby="business-stories-title">
        <SectionHeading id="business-stories-title" title="Owners like you" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {businessTestimonials.map((story) => (
            <li key={story.business}>
              <Card className="flex h-full flex-col gap-4 p-6">
                <Quote className="size-6 text-accent" aria-hidden="true" />
                <blockquote className="flex-1 text-foreground">“{story.quote}”</blockquote>
                <div className="flex items-end justify-between gap-3 border-t border-border pt-4">
                  <div className="text-sm">
                    <p className="font-semibold text-foreground">{story.owner}</p>
                    <p className="text-muted-foreground">
                      {story.business} · {story.type}
                    </p>
                    <p className="text-muted-foreground">{story.location}</p>
                  </div>
                  <span className="shrink-0 rounded-full bg-success/5 px-2.5 py-1 text-sm font-semibold text-success">
                    {story.revenueGain}
                  </span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="bg-sidebar text-sidebar-foreground" aria-labelledby="business-cta-title">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
          <h2 id="business-cta-title" className="text-3xl font-bold text-white">
            See what Ringbook would add to your business
          </h2>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.auth.register.getHref()} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              Start Free Trial
            </Link>
            <SectionLink
              section="roi-calculator"
              className={buttonClasses({
                variant: 'outline',
                size: 'lg',
                className: 'border-white/40 bg-transparent text-white hover:bg-white/10',
              })}
            >
              Calculate Your ROI
            </SectionLink>
          </div>
        </div>
      </section>
    </>
  );
}
