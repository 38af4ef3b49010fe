import { Badge, Card, PageTitle, buttonClasses } from '@ringbook/web-shared';
import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { SectionLink } from '../../components/ui/section-link';
import { contactDetails } from '../../config/contact';
import { paths } from '../../config/paths';

const nextSteps = [
  { title: 'Confirmation email', text: 'A summary of your application is on its way to your inbox.' },
  { title: 'Team contact within 24 hours', text: 'A setup specialist calls you to go through your services and hours.' },
  { title: 'Custom configuration', text: 'We build your receptionist with your services, prices and policies.' },
  { title: 'Go live in 48-72 hours', text: 'You approve a test call, and Brian starts answering.' },
];

const stats = [
  { value: '24/7', label: 'Call coverage' },
  { value: '48-72h', label: 'To go live' },
  { value: '500+', label: 'Happy salons' },
];

export function LeadThankYouRoute() {
  return (
    <div className="bg-muted">
      <PageTitle title="Application Received" />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-4 py-12 text-center sm:px-6 sm:py-16">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <Badge tone="success">Application Received</Badge>
        <h1 className="text-4xl font-bold tracking-tight text-foreground">Thank You!</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          We have everything we need to build your custom AI receptionist. Here's what happens next.
        </p>
        <Card className="w-full p-6 text-left sm:p-8">
          <h2 className="text-xl font-semibold text-foreground">Next steps</h2>
          <ol className="mt-4 flex flex-col gap-4">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-foreground">{step.title}</p>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
        <dl className="grid w-full grid-cols-3 gap-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1 rounded-lg bg-background p-3 shadow-soft sm:p-4">
              <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
              <dd className="order-first text-xl font-bold whitespace-nowrap text-primary tabular-nums sm:text-2xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <Card className="w-full p-6 text-left">
          <h2 className="font-semibold text-foreground">Questions in the meantime?</h2>
          <div className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:gap-8">
            <a href={`mailto:${contactDetails.supportEmail}`} className="inline-flex items-center gap-2 font-medium text-primary hover:underline">
              <Mail className="size-4" aria-hidden="true" />
              {contactDetails.supportEmail}
            </a>
            <a href={contactDetails.salesPhoneHref} className="inline-flex items-center gap-2 font-medium text-primary hover:underline">
              <Phone className="size-4" aria-hidden="true" />
              {contactDetails.salesPhone}
            </a>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">Phone support Monday to Friday, 9am-6pm EST.</p>
        </Card>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
            Back to Home
          </Link>
          <SectionLink section="pricing" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            View Pricing
          </SectionLink>
        </div>
      </div>
    </div>
  );
}
