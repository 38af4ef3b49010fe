import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@ringbook/web-shared';
import { useState } from 'react';
import { LocationPicker } from '../../../components/location-picker';
import { useOneLocation } from '../../../hooks/use-location-choice';
import { browserTimeZone } from '../../../lib/time-zones';
import { useStaff } from '../../../lib/api/staff';
import { TimeOffEditor } from './time-off-editor';
import { WorkingHoursEditor } from './working-hours-editor';

/** Working Hours & PTO: one staff member at a time. `timeZone` is the salon's; time off is in whole days there. */
export function StaffSchedule({ timeZone }: { timeZone: string | undefined }) {
  const staff = useStaff();
  const [chosen, setChosen] = useState<string>();
  const members = staff.data ?? [];
  // The first member until one is picked, and again when the picked one is deleted.
  const staffId = members.some((m) => m.staffId === chosen) ? chosen : members[0]?.staffId;
  const zone = timeZone || browserTimeZone();
  const where = useOneLocation();

  return (
    <Card>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>Working Hours &amp; PTO</CardTitle>
        <CardDescription>When each person works, and the days they're away.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        {staff.isSuccess && members.length === 0 && (
          <p className="text-muted-foreground">Add a staff member to set their working hours and time off.</p>
        )}
        {staffId && (
          <>
            <div className="sm:max-w-xs">
              <Select
                label="Staff member"
                options={members.map((m) => ({ value: m.staffId, label: m.name }))}
                value={staffId}
                onChange={(e) => setChosen(e.target.value)}
              />
            </div>
            <Tabs defaultValue="hours">
              <TabsList>
                <TabsTrigger value="hours">Working Hours</TabsTrigger>
                <TabsTrigger value="timeoff">Time Off</TabsTrigger>
              </TabsList>
              <TabsContent value="hours" className="flex flex-col gap-4">
                <LocationPicker one={where} label="Working hours at" />
                <WorkingHoursEditor key={`${staffId}:${where.location ?? ''}`} staffId={staffId} location={where.location} />
              </TabsContent>
              <TabsContent value="timeoff">
                <TimeOffEditor key={staffId} staffId={staffId} timeZone={zone} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </CardContent>
    </Card>
  );
}
