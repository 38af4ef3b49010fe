import { Card } from '@ringbook/web-shared';
import { CalendarDays, Check, PhoneForwarded, type LucideIcon } from 'lucide-react';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';

const integrations: { icon: LucideIcon; title: string; description: string; points: string[] }[] = [
  {
    icon: CalendarDays,
    title: 'Calendar Integration',
    description: 'Two-way sync with your booking calendar, so Brian only ever offers times that are really free.',
    points: ['Real-time availability', 'Per-stylist schedules and breaks', 'Bookings, changes and cancellations sync instantly'],
  },
  {
    icon: PhoneForwarded,
    title: 'AI Phone System',
    description: 'Keep the number your clients know, or get a new one. Brian picks up in about 3 seconds.',
    points: ['Toll-free or forwarded number', 'A dedicated number per location', 'Every call recorded and transcribed'],
  },
];

export function Integrations() {
  return (
    <PageSection aria-labelledby="integrations-title">
      <SectionHeading
        id="integrations-title"
        eyebrow="Integrations"
        title="Works with the tools you already use"
        description="Custom integrations take 24-48 hours."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {integrations.map(({ icon: Icon, title, description, points }) => (
          <li key={title}>
            <Card className="h-full p-6 sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
              <ul className="mt-5 flex flex-col gap-2">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm text-foreground">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
