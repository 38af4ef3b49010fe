import { PageTitle } from '@ringbook/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useWhoAmI, whoAmIQueryKey, type WhoAmI } from '../../../lib/api/whoami';
import { OnboardingBanner } from '../../../features/settings/components/onboarding-banner';
import { SettingsForm } from '../../../features/settings/components/settings-form';
import { BookingWindowCard } from '../../../features/settings/components/booking-window-card';
import { RecordingRetentionCard } from '../../../features/settings/components/recording-retention-card';
import { LocationsCard } from '../../../features/settings/components/locations-card';
import { TextingRegistrationCard } from '../../../features/texting-registration/components/texting-registration-card';
import type { TenantSettings } from '../../../lib/api/tenant-settings';

export function SettingsRoute() {
  const whoAmI = useWhoAmI();
  const queryClient = useQueryClient();

  // The sidebar shows the business name from who-am-I, which learns of the change only by event: written
  // here so the new name shows at once instead of after a refetch that may still answer the old one.
  const showSavedName = (saved: TenantSettings) =>
    queryClient.setQueryData<WhoAmI>(whoAmIQueryKey, (current) =>
      current
        ? {
            ...current,
            tenant: { ...current.tenant, name: saved.name },
            // The business's settings are its first location's (whose id is the tenant's).
            locations: current.locations.map((location) =>
              location.id === current.tenant.id ? { ...location, name: saved.name } : location,
            ),
          }
        : current,
    );

  return (
    <>
      <PageTitle title="Settings" />
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-foreground">Settings</h1>
      <p className="mb-6 text-muted-foreground">
        How your receptionist introduces your salon, when you're open and how to reach you.
      </p>
      {whoAmI.data?.onboardingComplete === false && <OnboardingBanner />}
      <SettingsForm onSaved={showSavedName} />
      <LocationsCard />
      <BookingWindowCard />
      <RecordingRetentionCard />
      <TextingRegistrationCard />
    </>
  );
}
