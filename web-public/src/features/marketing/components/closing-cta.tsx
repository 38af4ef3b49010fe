import { buttonClasses } from '@ringbook/web-shared';
import { Check } from 'lucide-react';
import { SectionLink } from '../../../components/ui/section-link';

const reassurances = ['No credit card required', 'Setup in 10 minutes', 'Cancel anytime'];

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="bg-sidebar text-sidebar-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-24">
        <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Ready to stop missing calls?
        </h2>
        <p className="max-w-2xl text-lg text-sidebar-foreground/85">
          Join 500+ salons that let Brian answer the phone while they look after the client in the chair.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <SectionLink section="pricing" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            Start Free Trial
          </SectionLink>
          <SectionLink
            section="demo"
            className={buttonClasses({
              variant: 'outline',
              size: 'lg',
              className: 'border-white/40 bg-transparent text-white hover:bg-white/10',
            })}
          >
            Hear a Demo Call
          </SectionLink>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-sidebar-foreground/85">
          {reassurances.map((item) => (
            <li key={item} className="flex items-center gap-1.5">
              <Check className="size-4 text-accent" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
