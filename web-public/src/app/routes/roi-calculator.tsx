import { PageTitle, buttonClasses } from '@ringbook/web-shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageSection } from '../../components/ui/page-section';
import { SectionHeading } from '../../components/ui/section-heading';
import { paths } from '../../config/paths';
import { seo } from '../../config/seo';
import { RoiCalculator } from '../../features/roi-calculator/components/roi-calculator';

export function RoiCalculatorRoute() {
  return (
    <PageSection tone="muted">
      <PageTitle title={seo.roiCalculator.title} />
      <SectionHeading
        as="h1"
        eyebrow="ROI calculator"
        title="What are missed calls costing your salon?"
        description="Set the four sliders to match your business. Every figure updates as you move them."
      />
      <div className="mt-12">
        <RoiCalculator
          cta={
            <Link to={paths.auth.register.getHref()} className={buttonClasses({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}>
              Start 14-Day Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          }
        />
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Monthly lost revenue = revenue per client × missed calls per day × conversion rate × business days. Ringbook
        answers 95% of those calls; ROI is measured against the Professional plan at $399/month.
      </p>
    </PageSection>
  );
}
