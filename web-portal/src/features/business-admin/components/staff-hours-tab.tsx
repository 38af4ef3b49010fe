import { Select, buttonClasses } from '@ringbook/web-shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../lib/api/tenant-settings';
import { browserTimeZone } from '../../../lib/time-zones';
import { useStaff } from '../../../lib/api/staff';
import { AdminCard } from './admin-card';
import { HoursForm } from './hours-form';
import { TimeOffForm } from './time-off-form';

export function StaffHoursTab() {
  const staff = useStaff();
  const settings = useSettings();
  const [chosen, setChosen] = useState<string>();

  const members = staff.data ?? [];
  const staffId = members.some((member) => member.staffId === chosen) ? chosen : members[0]?.staffId;
  // Time off is entered in the salon's wall-clock time; the browser's zone only if the salon's is unknown.
  const timeZone = settings.data?.timezone || browserTimeZone();

  return (
    <AdminCard
      title="Staff Hours & PTO"
      description="When each person works, and the days they are away."
      className="flex flex-col gap-8"
    >
      {staff.isPending || settings.isPending ? (
        <Loading>Loading your team...</Loading>
      ) : staff.isError ? (
        <LoadFailed what="your team" />
      ) : !staffId ? (
        <NoStaff />
      ) : (
        <>
          <div className="max-w-sm">
            <Select
              label="Staff member"
              options={members.map((member) => ({ value: member.staffId, label: member.name }))}
              value={staffId}
              onChange={(event) => setChosen(event.target.value)}
            />
          </div>
          <HoursForm key={`hours-${staffId}`} staffId={staffId} />
          <TimeOffForm key={`timeoff-${staffId}`} staffId={staffId} timeZone={timeZone} />
        </>
      )}
    </AdminCard>
  );
}

function NoStaff() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
      <p className="text-muted-foreground">No staff yet. Add your team first, then set their hours here.</p>
      <Link to={paths.app.getHref('staff')} className={buttonClasses({ variant: 'outline' })}>
        Go to Staff
      </Link>
    </div>
  );
}
