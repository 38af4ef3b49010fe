import { Card } from '@ringbook/web-shared';
import type { LucideIcon } from 'lucide-react';
import { Bot, CalendarCheck, Phone, Users } from 'lucide-react';
import type { Overview } from '../api/get-overview';
import { formatCount } from '../utils/format';

type Kpi = { title: string; value: number; note: string; icon: LucideIcon };

function kpisOf({ kpis }: Overview): Kpi[] {
  return [
    {
      title: 'Total Clients',
      value: kpis.totalClients,
      note: `+${formatCount(kpis.newClientsThisMonth)} new this month`,
      icon: Users,
    },
    {
      title: 'Phone Numbers Provisioned',
      value: kpis.phoneNumbersProvisioned,
      note: 'Toll-free numbers in service',
      icon: Phone,
    },
    { title: 'Active AI Agents', value: kpis.activeAgents, note: 'Live and operational', icon: Bot },
    {
      title: 'Total Bookings',
      value: kpis.totalBookingsThisMonth,
      note: 'Made this month (UTC), in any way, not cancelled',
      icon: CalendarCheck,
    },
  ];
}

/** The four numbers an operator checks first. */
export function KpiCards({ overview }: { overview: Overview }) {
  return (
    <ul aria-label="Key numbers" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {kpisOf(overview).map(({ title, value, note, icon: Icon }) => (
        <li key={title}>
          <Card className="flex h-full flex-col gap-2 p-5">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
            </div>
            <p className="text-3xl font-bold tracking-tight text-foreground tabular-nums">{formatCount(value)}</p>
            <p className="text-sm text-muted-foreground">{note}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
