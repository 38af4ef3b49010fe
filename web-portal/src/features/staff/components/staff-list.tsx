import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ringbook/web-shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useStaff, type StaffMember } from '../../../lib/api/staff';
import { AddStaffDialog } from './add-staff-dialog';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { DeleteStaffDialog } from './delete-staff-dialog';
import { StaffEmailDialog } from './staff-email-dialog';
import { StaffPhoneDialog } from './staff-phone-dialog';
import { StaffMemberItem, type StaffAction } from './staff-member-item';

type OpenDialog = { action: StaffAction; member: StaffMember } | undefined;

/** Staff calendars: add, share by e-mail, open, delete. */
export function StaffList() {
  const staff = useStaff();
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>();
  const memberFor = (action: StaffAction) => (dialog?.action === action ? dialog.member : undefined);
  const closeDialog = () => setDialog(undefined);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Staff Members</CardTitle>
          <CardDescription>Each member has their own calendar your receptionist books into.</CardDescription>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add Staff
        </Button>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        {staff.isPending && (
          <Loading>Loading your staff...</Loading>
        )}
        {staff.isError && (
          <LoadFailed what="your staff" />
        )}
        {staff.data?.length === 0 && (
          <p className="text-muted-foreground">No staff yet. Add your first team member to give them a calendar.</p>
        )}
        {staff.data && staff.data.length > 0 && (
          <ul aria-label="Staff members" className="divide-y divide-border">
            {staff.data.map((member) => (
              <StaffMemberItem
                key={member.staffId}
                member={member}
                onAction={(action, chosen) => setDialog({ action, member: chosen })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <StaffEmailDialog member={memberFor('email')} onClose={closeDialog} />
      <StaffPhoneDialog member={memberFor('phone')} onClose={closeDialog} />
      <CalendarFeedDialog member={memberFor('feed')} onClose={closeDialog} />
      <DeleteStaffDialog member={memberFor('delete')} onClose={closeDialog} />
    </Card>
  );
}
