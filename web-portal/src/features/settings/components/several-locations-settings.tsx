import { LoadFailed, Loading } from '../../../components/load-state';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { useLocationList } from '../../../lib/api/locations';
import type { TenantSettings } from '../../../lib/api/tenant-settings';
import { BusinessSettingsForm } from './business-settings-form';
import { LocationSettingsForm } from './location-settings-form';
import { LocationsAtAGlance } from './locations-at-a-glance';

type SeveralLocationsSettingsProps = { settings: TenantSettings; onSaved?: (saved: TenantSettings) => void };

/** The switcher's location's own settings, or under all of them each location's in brief; then the business's. */
export function SeveralLocationsSettings({ settings, onSaved }: SeveralLocationsSettingsProps) {
  const { location, choose } = useLocationChoice();
  const list = useLocationList();

  if (list.isPending) return <Loading>Loading your locations...</Loading>;
  if (list.isError) return <LoadFailed what="your locations" />;
  const shown = list.data.locations.find((one) => one.id === location);
  const business = <BusinessSettingsForm settings={settings} onSaved={onSaved} />;
  return (
    <div className="flex flex-col gap-6">
      {shown ? (
        <>
          <LocationSettingsForm key={shown.id} location={shown} />
          {business}
        </>
      ) : (
        <>
          {business}
          <LocationsAtAGlance locations={list.data.locations} onChoose={choose} />
        </>
      )}
    </div>
  );
}
