import { Card, PageTitle } from '@ringbook/web-shared';
import { Clock, HelpCircle, Mail } from 'lucide-react';
import { PageSection } from '../../components/ui/page-section';
import { SectionHeading } from '../../components/ui/section-heading';
import { SectionLink } from '../../components/ui/section-link';
import { contactDetails } from '../../config/contact';
import { seo } from '../../config/seo';
import { ContactForm } from '../../features/contact/components/contact-form';

const hours = [
  { days: 'Monday - Friday', time: '9:00 AM - 6:00 PM PST' },
  { days: 'Saturday', time: '10:00 AM - 4:00 PM PST' },
  { days: 'Sunday', time: 'Closed' },
];

export function ContactRoute() {
  return (
    <PageSection tone="muted">
      <PageTitle title={seo.contact.title} />
      <SectionHeading
        as="h1"
        eyebrow="Contact"
        title="Get in Touch"
        description="Questions about Ringbook, pricing or a custom setup? We're real people and we'd love to help."
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <div className="flex flex-col gap-6">
          <Card className="p-6">
            <Mail className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-foreground">Email Us</h2>
            <a href={`mailto:${contactDetails.helloEmail}`} className="mt-1 block font-medium text-primary underline-offset-4 hover:underline">
              {contactDetails.helloEmail}
            </a>
            <p className="mt-2 text-sm text-muted-foreground">We typically respond within 4 hours during business hours.</p>
          </Card>
          <Card className="p-6">
            <Clock className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-foreground">Business Hours</h2>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              {hours.map((entry) => (
                <div key={entry.days} className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{entry.days}</dt>
                  <dd className="font-medium text-foreground">{entry.time}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="p-6">
            <HelpCircle className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-foreground">Looking for a quick answer?</h2>
            <p className="mt-1 text-sm text-muted-foreground">Most questions about setup, pricing and languages are answered in our FAQ.</p>
            <SectionLink section="faq" className="mt-3 inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline">
              Read the FAQ
            </SectionLink>
          </Card>
        </div>
      </div>
    </PageSection>
  );
}
