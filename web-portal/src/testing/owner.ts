import type { WhoAmI } from '../lib/api/whoami';
import type { MockAnswer } from '@ringbook/web-shared/testing/mock-fetch.ts';

export const owner: WhoAmI = {
  tenant: { id: 'bella', name: 'Bella Salon' },
  user: { id: 'owner-ana', fullName: 'Ana Salon', email: 'ana@salon.test' },
  onboardingComplete: true,
};

export const analytics = {
  totalCalls: 1234,
  conversionRate: 42.456,
  successfulBookings: 87,
  missedOpportunities: 5,
  totalBookings: 295,
  totalRevenue: 12345.5,
  averageBookingValue: 41.9,
  todayAppointments: 3,
  upcomingThisWeek: 11,
  from: '2026-10-28',
  to: '2026-11-26',
  timezone: 'America/New_York',
};

/** The portal's server: who-am-I answers `whoAmI`, the analytics answer `analytics`. */
export function portalServer(whoAmI: Partial<WhoAmI> = {}) {
  return (url: string): MockAnswer => {
    if (url === '/portal/whoami') return { body: { ...owner, ...whoAmI } };
    if (url === '/api/dashboard/analytics') return { body: analytics };
    return { body: {} };
  };
}
