import type { CalendarProvider } from '../api/start-connection';

export const providerLabels: Record<CalendarProvider, string> = {
  calcom: 'Cal.com',
  google: 'Google Calendar',
};
