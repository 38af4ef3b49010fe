import {
  CalendarDays,
  Hourglass,
  LayoutDashboard,
  MessageSquare,
  Plug,
  Scissors,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const portalSections = [
  'overview',
  'inbox',
  'bookings',
  'waitlist',
  'services',
  'staff',
  'settings',
  'integrations',
] as const;

export type PortalSection = (typeof portalSections)[number];

export const sectionNav: { section: PortalSection; label: string; icon: LucideIcon }[] = [
  { section: 'overview', label: 'Overview', icon: LayoutDashboard },
  { section: 'inbox', label: 'Inbox', icon: MessageSquare },
  { section: 'bookings', label: 'Bookings', icon: CalendarDays },
  { section: 'waitlist', label: 'Waitlist', icon: Hourglass },
  { section: 'services', label: 'Services', icon: Scissors },
  { section: 'staff', label: 'Staff', icon: Users },
  { section: 'settings', label: 'Settings', icon: Settings },
  { section: 'integrations', label: 'Integrations', icon: Plug },
];

export function isPortalSection(value: string | undefined): value is PortalSection {
  return (portalSections as readonly (string | undefined)[]).includes(value);
}
