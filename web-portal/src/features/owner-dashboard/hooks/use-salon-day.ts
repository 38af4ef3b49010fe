import { DEFAULT_BUSINESS_HOURS, useSettings, type BusinessHours } from '../../../lib/api/tenant-settings';
import { browserTimeZone } from '../../../lib/time-zones';
import { todayIn } from '../../../lib/zoned-time';

export type SalonDay = { timeZone: string; today: string; hours: BusinessHours };

/**
 * The salon's time zone, today's date there and its opening hours, from its settings. Undefined while the
 * settings load; if they cannot be read, the browser's zone and the default hours stand in.
 */
export function useSalonDay(now: Date = new Date()): SalonDay | undefined {
  const settings = useSettings();
  if (settings.isPending) return undefined;
  const timeZone = settings.data?.timezone || browserTimeZone();
  return {
    timeZone,
    today: todayIn(timeZone, now),
    hours: settings.data?.hours?.start ? settings.data.hours : DEFAULT_BUSINESS_HOURS,
  };
}
