import { PageTitle, buttonClasses } from '@ringbook/web-shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { seo } from '../../config/seo';
import { AudioDemo } from '../../features/audio-demo/components/audio-demo';
import { Benefits } from '../../features/marketing/components/benefits';
import { ClosingCta } from '../../features/marketing/components/closing-cta';
import { DashboardMockup } from '../../features/marketing/components/dashboard-mockup';
import { Faq } from '../../features/marketing/components/faq';
import { FeaturesGrid } from '../../features/marketing/components/features-grid';
import { Hero } from '../../features/marketing/components/hero';
import { HowItWorks } from '../../features/marketing/components/how-it-works';
import { Integrations } from '../../features/marketing/components/integrations';
import { PricingOverview } from '../../features/marketing/components/pricing-overview';
import { StatsStrip } from '../../features/marketing/components/stats-strip';
import { Testimonials } from '../../features/marketing/components/testimonials';
import { RoiCalculator } from '../../features/roi-calculator/components/roi-calculator';

export function HomeRoute() {
  return (
    <>
      <PageTitle title={seo.home.title} />
      <Hero />
      <StatsStrip />
      <FeaturesGrid />
      <DashboardMockup />
      <PageSection id="roi-calculator" aria-labelledby="roi-calculator-title">
        <SectionHeading
          id="roi-calculator-title"
          eyebrow="ROI calculator"
          title="How much are missed calls costing you?"
          description="Move the sliders to match your salon. The figures update as you go."
        />
        <div className="mt-12">
          <RoiCalculator
            cta={
              <Link to={paths.configure.getHref()} className={buttonClasses({ variant: 'accent', className: 'w-full sm:w-auto' })}>
                Configure Your Plan
                <ArrowRight aria-hidden="true" />
              </Link>
            }
          />
        </div>
      </PageSection>
      <Benefits />
      <HowItWorks />
      <AudioDemo />
      <Integrations />
      <PricingOverview />
      <Testimonials />
      <Faq />
      <ClosingCta />
    </>
  );
}
