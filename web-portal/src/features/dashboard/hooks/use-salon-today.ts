import { todayIn } from '../../../lib/zoned-time';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { useAnalytics } from '../../../lib/api/analytics';

/**
 * Today's date where the salon is (appointments are dated in its time zone). Undefined until the analytics,
 * which carry the zone, have answered; the browser's zone stands in if they fail.
 */
export function useSalonToday(): string | undefined {
  const analytics = useAnalytics(useLocationChoice().location);
  if (analytics.isPending) return undefined;
  return todayIn(analytics.data?.timezone || undefined);
}
