import type { StaffMember } from '../../../lib/api/staff';
import type { HoursUpdate } from '../../../lib/api/staff-hours';
import { TIME_OF_DAY, WEEKDAYS } from '../../../lib/validation/working-hours';
import { z } from '../../../lib/zod';
import type { SalonLocation } from '../../../lib/api/locations';

export const NO_DAY_CHOSEN = 'Choose at least one day, or untick them';

/** One day the location is open, as one member works it there: ticked, from start to end (its wall clock). */
export type StaffDay = { dow: number; on: boolean; start: string; end: string };

/** A member of the business at the new location: whether they work there, and on which of its open days. */
export type StaffRow = { staffId: string; name: string; works: boolean; days: StaffDay[] };

export type StaffValues = { members: StaffRow[] };

const dayProblem = (day: StaffDay): string | undefined => {
  const name = WEEKDAYS[day.dow]!;
  if (!TIME_OF_DAY.test(day.start) || !TIME_OF_DAY.test(day.end)) return `${name}: enter when they start and finish`;
  if (day.start >= day.end) return `${name}: must finish after they start`;
  return undefined;
};

const rowSchema = z
  .object({
    staffId: z.string(),
    name: z.string(),
    works: z.boolean(),
    days: z.array(z.object({ dow: z.number(), on: z.boolean(), start: z.string(), end: z.string() })),
  })
  .superRefine((row, ctx) => {
    if (!row.works) return;
    const worked = row.days.filter((day) => day.on);
    if (worked.length === 0) ctx.addIssue({ code: 'custom', path: ['works'], message: NO_DAY_CHOSEN });
    row.days.forEach((day, index) => {
      const problem = day.on ? dayProblem(day) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', path: ['days', index, 'end'], message: problem });
    });
  });

export const staffSchema = z.object({ members: z.array(rowSchema) });

/** Each member, working nowhere there yet; ticked, they work every day the location is open, its hours. */
export const staffRowsOf = (staff: readonly StaffMember[], location: SalonLocation): StaffValues => {
  const open = location.week.filter((day) => !day.closed);
  return {
    members: staff.map((member) => ({
      staffId: member.staffId,
      name: member.name,
      works: false,
      days: open.map((day) => ({ dow: day.weekday, on: true, start: day.open, end: day.close })),
    })),
  };
};

/** A member's week at the location as booking takes it; one who does not work there has none. */
export const weekAt = (row: StaffRow, location: string): HoursUpdate => ({
  staffId: row.staffId,
  location,
  hours: row.works
    ? row.days.filter((day) => day.on).map(({ dow, start, end }) => ({ dow, start, end }))
    : [],
});
