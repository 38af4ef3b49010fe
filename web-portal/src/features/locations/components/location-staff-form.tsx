import { Button } from '@ringbook/web-shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLiveErrors } from '../../../hooks/use-live-errors';
import type { StaffMember } from '../../../lib/api/staff';
import type { SalonLocation } from '../../../lib/api/locations';
import { useSaveStaffAtLocation, type MemberSaved } from '../api/staff-at-location';
import { staffRowsOf, staffSchema, weekAt, type StaffValues } from '../utils/staff-days';
import { StaffMemberDays } from './staff-member-days';

type LocationStaffFormProps = {
  location: SalonLocation;
  staff: StaffMember[];
  onSaved: () => void;
  /** Shown beside the save button (the add flow's "Skip"). */
  extraAction?: ReactNode;
};

/** Who works at a location and when: each ticked member's week there is saved, each refusal shown by its member. */
export function LocationStaffForm({ location, staff, onSaved, extraAction }: LocationStaffFormProps) {
  const form = useForm<StaffValues>({
    resolver: zodResolver(staffSchema),
    defaultValues: staffRowsOf(staff, location),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useLiveErrors(form);
  // Members whose week there is saved: unticked after a refusal elsewhere, theirs is emptied on the next save.
  const [savedThere, setSavedThere] = useState<ReadonlySet<string>>(() => new Set());
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const saving = useSaveStaffAtLocation(location.id, staff[0]!.staffId, {
    onSuccess: (results: MemberSaved[]) => {
      const refused: Record<string, string> = {};
      const saved = new Set(savedThere);
      for (const { staffId, working, refusal } of results) {
        if (refusal) refused[staffId] = refusal;
        else if (working) saved.add(staffId);
        else saved.delete(staffId);
      }
      setSavedThere(saved);
      setRefusals(refused);
      if (Object.keys(refused).length === 0) onSaved();
    },
  });

  const save = ({ members }: StaffValues) => {
    setRefusals({});
    const weeks = members
      .filter((row) => row.works || savedThere.has(row.staffId))
      .map((row) => weekAt(row, location.id));
    if (weeks.length === 0) onSaved();
    else saving.mutate(weeks);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {staff.map((member, index) => (
          <StaffMemberDays
            key={member.staffId}
            form={form}
            index={index}
            title={member.title}
            locationName={location.name}
            refusal={refusals[member.staffId]}
          />
        ))}
      </ul>
      {saving.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {location.name} isn't ready for staff hours yet. Please try again in a moment.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving...' : 'Save and Continue'}
          {!saving.isPending && <ArrowRight aria-hidden="true" />}
        </Button>
        {extraAction}
      </div>
    </form>
  );
}
