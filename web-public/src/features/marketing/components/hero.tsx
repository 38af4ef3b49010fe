import { Badge, buttonClasses } from '@ringbook/web-shared';
import { Calculator, Check, Headphones, Sparkles } from 'lucide-react';
import { SectionLink } from '../../../components/ui/section-link';
import { CallSummaryPreview } from './call-summary-preview';
import { TypedHeadline } from './typed-headline';

export const HERO_HEADLINE = 'Never Miss a Client Call Again';

const reassurances = ['14-day free trial', 'No credit card required', 'Setup in 5-10 minutes'];

export function Hero() {
  return (
    <section className="bg-linear-to-b from-primary-subtle/70 to-background">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col items-start gap-6">
          <Badge>
            <Sparkles aria-hidden="true" />
            AI receptionist for salons &amp; barbershops
          </Badge>
          <TypedHeadline
            text={HERO_HEADLINE}
            className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl"
          />
          <p className="max-w-xl text-lg text-muted-foreground">
            Brian, your AI receptionist, answers every call around the clock. He checks your
            calendar, books the appointment, sends the confirmation text and tells you what he did,
            while you stay with the client in your chair.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <SectionLink section="roi-calculator" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              <Calculator aria-hidden="true" />
              Calculate Your ROI
            </SectionLink>
            <SectionLink section="demo" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              <Headphones aria-hidden="true" />
              Hear a Call
            </SectionLink>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {reassurances.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <CallSummaryPreview />
      </div>
    </section>
  );
}
