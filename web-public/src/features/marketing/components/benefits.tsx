import { Card } from '@ringbook/web-shared';
import { CalendarX, PiggyBank, TrendingUp, UserCheck, type LucideIcon } from 'lucide-react';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';

const benefits: { icon: LucideIcon; figure: string; title: string; description: string }[] = [
  {
    icon: TrendingUp,
    figure: 'Up to 40%',
    title: 'More revenue',
    description: 'Calls you used to miss become appointments: evenings, weekends and busy Saturdays.',
  },
  {
    icon: UserCheck,
    figure: '85%',
    title: 'Of calls become bookings',
    description: 'Brian books while the caller is still on the line, before they try the salon down the street.',
  },
  {
    icon: CalendarX,
    figure: '60%',
    title: 'Fewer no-shows',
    description: 'Every booking gets a text confirmation and a reminder, so empty chairs become rare.',
  },
  {
    icon: PiggyBank,
    figure: '$3K+',
    title: 'Saved every month',
    description: 'Full-time phone cover for a fraction of the cost of hiring another receptionist.',
  },
];

export function Benefits() {
  return (
    <PageSection aria-labelledby="benefits-title">
      <SectionHeading
        id="benefits-title"
        eyebrow="Why owners switch"
        title="More clients in the chair, less time on the phone"
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, figure, title, description }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <Icon className="size-6 text-accent-strong" aria-hidden="true" />
              <p className="mt-4 text-3xl font-bold text-primary tabular-nums">{figure}</p>
              <h3 className="mt-1 font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
