import { Card, CardDescription, CardHeader, CardTitle, PageTitle } from '@ringbook/web-shared';
import { Bot, CalendarCheck, PhoneIncoming, type LucideIcon } from 'lucide-react';
import { PortalLayout } from '../../components/layouts/portal-layout';

type Section = { icon: LucideIcon; title: string; description: string };

const upcomingSections: Section[] = [
  {
    icon: PhoneIncoming,
    title: 'Calls',
    description: 'Every call Brian answers, with a short summary of what the client wanted.',
  },
  {
    icon: CalendarCheck,
    title: 'Bookings',
    description: 'Appointments Brian booked into your calendar, ready to confirm or move.',
  },
  {
    icon: Bot,
    title: 'Your receptionist',
    description: 'How Brian greets callers, your services and prices, and your opening hours.',
  },
];

export function PortalHomeRoute() {
  return (
    <PortalLayout>
      <PortalHomeContent />
    </PortalLayout>
  );
}

export function PortalHomeContent() {
  return (
    <>
      <PageTitle title="Owner portal" />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Owner portal</h1>
        <p className="max-w-2xl text-base text-muted-foreground">
          Your salon's home in Ringbook. We're getting these pages ready; here's what you'll find
          soon.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {upcomingSections.map(({ icon: Icon, title, description }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader className="pb-6">
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary-subtle text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
                <p className="mt-2 text-xs font-semibold tracking-wide text-accent-strong uppercase">
                  Coming soon
                </p>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
