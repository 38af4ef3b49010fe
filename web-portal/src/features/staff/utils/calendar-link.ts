const BUILTIN_PREFIX = 'builtin:';

export const isBuiltinCalendar = (calendarId: string): boolean => calendarId.startsWith(BUILTIN_PREFIX);

/** Google Calendar's web view of one calendar. */
export const googleCalendarUrl = (calendarId: string): string =>
  `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(calendarId)}`;
