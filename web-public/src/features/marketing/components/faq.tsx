import { Card } from '@ringbook/web-shared';
import { ChevronDown, Mail, MessageCircle } from 'lucide-react';
import { contactDetails } from '../../../config/contact';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';
import { faqItems } from '../data/faq';

// <details> gives an accordion where any number of answers can be open, with keyboard support built in.
export function Faq() {
  return (
    <PageSection id="faq" tone="muted" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" />
      <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-3">
        {faqItems.map((item) => (
          <details key={item.question} className="group rounded-lg border border-border bg-background shadow-soft">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-5 font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
        <Card className="mt-6 flex flex-col items-center gap-3 p-6 text-center sm:p-8">
          <h3 className="text-xl font-semibold text-foreground">Still have questions?</h3>
          <p className="text-muted-foreground">We're happy to help you work out whether Ringbook fits your business.</p>
          <a
            href={`mailto:${contactDetails.helloEmail}`}
            className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {contactDetails.helloEmail}
          </a>
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <MessageCircle className="size-4" aria-hidden="true" />
            Live chat available 9AM-6PM PST
          </p>
        </Card>
      </div>
    </PageSection>
  );
}
