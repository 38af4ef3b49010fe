import { Card } from '@ringbook/web-shared';
import { BarChart3, CalendarCheck, Clock, PhoneCall, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';

const features: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: PhoneCall,
    title: 'Smart Call Handling',
    description:
      'Brian answers in a natural voice, understands what the caller wants and handles bookings, changes and questions about prices and hours.',
  },
  {
    icon: CalendarCheck,
    title: 'Intelligent Scheduling',
    description:
      'Checks real availability and books, reschedules or cancels in real time, straight into your calendar, without double bookings.',
  },
  {
    icon: Clock,
    title: '24/7 Availability',
    description:
      "Nights, weekends and while you're with a client: every call is answered within about 3 seconds, in six languages.",
  },
  {
    icon: BarChart3,
    title: 'Revenue Analytics',
    description:
      'See calls answered, appointments booked and the revenue recovered from calls you would otherwise have missed.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure & Compliant',
    description:
      'Calls are recorded and transcribed securely, handled in line with HIPAA and stored in SOC 2 data centres.',
  },
  {
    icon: Zap,
    title: 'Instant Integration',
    description:
      'Connects to your calendar platform and phone system in minutes. Custom integrations take 24-48 hours.',
  },
];

export function FeaturesGrid() {
  return (
    <PageSection id="features" aria-labelledby="features-title">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="A front desk that never puts a client on hold"
        description="Everything a great receptionist does on the phone, without the breaks, the sick days or the voicemail."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, description }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary-subtle text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
