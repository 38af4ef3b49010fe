import type { CalendarProvider } from '../../../lib/api/calendar-sign-in';

export const providerLabels: Record<CalendarProvider, string> = {
  calcom: 'Cal.com',
  google: 'Google Calendar',
};
