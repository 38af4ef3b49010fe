import { PageTitle } from '@ringbook/web-shared';
import { useSettings } from '../../../lib/api/tenant-settings';
import { StaffList } from '../../../features/staff/components/staff-list';
import { StaffSchedule } from '../../../features/staff/components/staff-schedule';

export function StaffRoute() {
  const settings = useSettings();

  return (
    <>
      <PageTitle title="Staff" />
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-foreground">Staff</h1>
      <p className="mb-6 text-muted-foreground">Your team, their calendars, and when they're in.</p>
      <div className="flex flex-col gap-6">
        <StaffList />
        {/* Time off is whole days in the salon's time zone, which lives in the business settings. */}
        <StaffSchedule timeZone={settings.data?.timezone} />
      </div>
    </>
  );
}
