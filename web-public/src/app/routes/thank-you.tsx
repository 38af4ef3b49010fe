import { Card, PageTitle, buttonClasses } from '@ringbook/web-shared';
import { CalendarCheck, CheckCircle2, Mail, PhoneCall, Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { contactDetails } from '../../config/contact';
import { paths } from '../../config/paths';
import { loadSubmission } from '../../features/configurator/utils/stored-submission';
import { formatDollars, formatPercent } from '../../utils/format';

export function ThankYouRoute() {
  // Only ever rendered in the browser (the page is not pre-rendered), so storage can be read at once.
  const [submission] = useState(loadSubmission);

  if (!submission) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <PageTitle title="Thank You" />
        <h1 className="text-2xl font-bold text-foreground">No submission data found.</h1>
        <p className="text-muted-foreground">Configure your plan first, and we'll show your summary here.</p>
        <Link to={paths.pricing.getHref()} className={buttonClasses()}>
          View Pricing
        </Link>
      </div>
    );
  }

  const nextSteps = [
    { icon: Mail, text: `A confirmation email is on its way to ${submission.email}` },
    { icon: PhoneCall, text: 'Our team contacts you within 24 hours' },
    { icon: CalendarCheck, text: 'We run a 30-minute onboarding session together' },
    { icon: Rocket, text: 'Your AI receptionist goes live in 2-3 days' },
  ];
  const summary: [string, string][] = [
    ['Business', submission.businessName],
    ['Contact email', submission.email],
    ['Monthly investment', `${formatDollars(submission.pricing.clientPrice)}/month`],
    ['Expected monthly profit', formatDollars(submission.roi.netProfit)],
    ['ROI', formatPercent(submission.roi.roiPercentage)],
    ['Locations', String(submission.locations)],
  ];
  const onboardingMail = `mailto:${contactDetails.helloEmail}?subject=${encodeURIComponent(
    `Onboarding Call - ${submission.businessName}`,
  )}`;

  return (
    <div className="bg-muted">
      <PageTitle title="Thank You" />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-4 py-12 text-center sm:px-6 sm:py-16">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 className="text-4xl font-bold tracking-tight text-foreground">Thank you, {submission.contactName}!</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Your custom plan for {submission.businessName} is confirmed. Here's what happens next.
        </p>
        <Card className="w-full p-6 text-left sm:p-8">
          <h2 className="text-xl font-semibold text-foreground">Next steps</h2>
          <ol className="mt-4 flex flex-col gap-4">
            {nextSteps.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-foreground">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ol>
        </Card>
        <Card className="w-full p-6 text-left sm:p-8">
          <h2 className="text-xl font-semibold text-foreground">Your plan</h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {summary.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-muted p-4">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="mt-1 font-semibold break-words text-foreground tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <p className="text-sm text-muted-foreground">
          Questions? Email{' '}
          <a href={`mailto:${contactDetails.supportEmail}`} className="font-medium text-primary hover:underline">
            {contactDetails.supportEmail}
          </a>
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Back to Home
          </Link>
          <a href={onboardingMail} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            Book Onboarding Call
          </a>
        </div>
      </div>
    </div>
  );
}
