import { Card, CardContent, CardDescription, CardHeader, CardTitle, Select, buttonClasses } from '@ringbook/web-shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { browserTimeZone } from '../../../lib/zoned-time';
import { useSettings } from '../../settings/api/settings';
import { useStaff } from '../../staff/api/staff';
import { HoursForm } from './hours-form';
import { LoadFailed, Loading } from './load-state';
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
    <Card>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Staff Hours & PTO</CardTitle>
        <CardDescription>When each person works, and the days they are away.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8 p-4 sm:p-6">
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
      </CardContent>
    </Card>
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
