import { Card, cn } from '@ringbook/web-shared';
import { CalendarPlus, Plug, Scissors, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const ACTIONS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'New Booking', to: `${paths.app.getHref('bookings')}?action=create`, icon: CalendarPlus },
  { label: 'Manage Services', to: paths.app.getHref('services'), icon: Scissors },
  { label: 'Manage Staff', to: paths.app.getHref('staff'), icon: Users },
  { label: 'Integrations', to: paths.app.getHref('integrations'), icon: Plug },
];

export function QuickActions() {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 className="text-xl font-semibold tracking-tight text-foreground">Quick Actions</h2>
      <ul className="grid grid-cols-2 gap-2">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className={cn(
                'flex h-full min-h-16 flex-col items-start justify-center gap-1.5 rounded-lg border border-border p-3',
                'text-sm font-semibold text-foreground transition-colors duration-150',
                'hover:border-primary hover:bg-primary-subtle',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
