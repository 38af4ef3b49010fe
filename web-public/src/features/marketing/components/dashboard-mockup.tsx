import { Badge } from '@ringbook/web-shared';
import { CalendarCheck, DollarSign, PhoneIncoming, TrendingDown } from 'lucide-react';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';

const kpis = [
  { icon: PhoneIncoming, label: 'Calls answered', value: '1,247', note: 'this month' },
  { icon: CalendarCheck, label: 'Appointments booked', value: '1,060', note: '85% of calls' },
  { icon: DollarSign, label: 'Revenue recovered', value: '$19,051', note: 'this month' },
  { icon: TrendingDown, label: 'No-shows', value: '−60%', note: 'with SMS reminders' },
];

// Calls answered per day of a sample week, drawn as bars.
const week = [
  { day: 'Mon', calls: 32 },
  { day: 'Tue', calls: 38 },
  { day: 'Wed', calls: 35 },
  { day: 'Thu', calls: 45 },
  { day: 'Fri', calls: 55 },
  { day: 'Sat', calls: 64 },
  { day: 'Sun', calls: 19 },
];
const busiest = Math.max(...week.map((entry) => entry.calls));

const recentCalls = [
  { time: '9:12 am', caller: 'Olivia R.', outcome: 'Booked: Cut & blow-dry, Thu 4:00 pm', value: '$65' },
  { time: '8:47 am', caller: 'James K.', outcome: 'Rescheduled: Beard trim to Fri 11:30 am', value: '$30' },
  { time: '7:55 am', caller: 'Priya S.', outcome: 'Booked: Gel manicure, Sat 2:00 pm', value: '$45' },
];

export function DashboardMockup() {
  return (
    <PageSection tone="muted" aria-labelledby="dashboard-title">
      <SectionHeading
        id="dashboard-title"
        eyebrow="Your dashboard"
        title="See every call, booking and dollar Brian brings in"
        description="A sample month for a busy six-chair salon."
      />
      <figure className="mt-12 overflow-hidden rounded-lg border border-border bg-background shadow-soft">
        <figcaption className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
          <span className="font-semibold text-foreground">Overview</span>
          <Badge tone="neutral">Sample data</Badge>
        </figcaption>
        <div className="grid gap-6 p-4 sm:p-6">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {kpis.map(({ icon: Icon, label, value, note }) => (
              <div key={label} className="rounded-lg border border-border p-4">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-2 text-2xl font-bold text-foreground tabular-nums">{value}</dd>
                <dd className="text-xs text-muted-foreground">{note}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="rounded-lg border border-border p-4">
              <p className="text-sm font-semibold text-foreground">Calls answered this week</p>
              <div className="mt-4 flex h-40 items-end gap-2" role="img" aria-label="Calls per day: busiest on Saturday with 64 calls">
                {week.map((entry) => (
                  <div key={entry.day} className="flex flex-1 flex-col items-center gap-1">
                    <span className="text-xs text-muted-foreground tabular-nums">{entry.calls}</span>
                    <div
                      className="w-full rounded-t-md bg-primary"
                      style={{ height: `${(entry.calls / busiest) * 100}px` }}
                    />
                    <span className="text-xs text-muted-foreground">{entry.day}</span>
                  </div>
                ))}
              </div>
            </div>
            <div className="rounded-lg border border-border p-4">
              <p className="text-sm font-semibold text-foreground">Latest calls</p>
              <ul className="mt-3 divide-y divide-border">
                {recentCalls.map((call) => (
                  <li key={call.time} className="flex items-start justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-foreground">
                        {call.caller} <span className="font-normal text-muted-foreground tabular-nums">· {call.time}</span>
                      </p>
                      <p className="text-sm text-muted-foreground">{call.outcome}</p>
                    </div>
                    <span className="text-sm font-semibold text-success tabular-nums">{call.value}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </figure>
    </PageSection>
  );
}
