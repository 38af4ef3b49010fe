import { Button, cn, controlClasses, readApiError, toast } from '@ringbook/web-shared';
import { Plus, Save, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Loading } from '../../../components/load-state';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useSaveStaffHours, useStaffHours, type HoursSlot } from '../../../lib/api/staff-hours';
import {
  WEEKDAYS,
  newInterval,
  toHoursSlots,
  toWeekRows,
  weekProblems,
  type IntervalRow,
  type WeekRows,
} from '../utils/week';

export function WorkingHoursEditor({ staffId }: { staffId: string }) {
  const hours = useStaffHours(staffId);
  useFailureToast(hours.isError, 'Failed to fetch hours');

  if (hours.isPending) {
    return (
      <Loading>Loading working hours...</Loading>
    );
  }
  if (hours.isError) {
    return <p className="text-destructive">We couldn't load the working hours. Please try again.</p>;
  }
  return <WeekForm staffId={staffId} initial={hours.data} />;
}

function WeekForm({ staffId, initial }: { staffId: string; initial: HoursSlot[] }) {
  const [week, setWeek] = useState<WeekRows>(() => toWeekRows(initial));
  const [showProblems, setShowProblems] = useState(false);
  const problems = weekProblems(week);

  const saving = useSaveStaffHours({
    onSuccess: (saved) => {
      setWeek(toWeekRows(saved));
      setShowProblems(false);
      toast({ title: 'Working hours updated' });
    },
    onError: (err) =>
      toast({ title: 'Failed to update hours', description: readApiError(err).message, variant: 'destructive' }),
  });

  const updateDay = (dow: number, change: (intervals: IntervalRow[]) => IntervalRow[]) =>
    setWeek((current) => current.map((intervals, day) => (day === dow ? change(intervals) : intervals)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.size > 0) return;
    saving.mutate({ staffId, hours: toHoursSlots(week) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Add more than one interval to a day for a break, like 09:00–12:00 and 13:00–17:00.
      </p>
      <div className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {WEEKDAYS.map((day, dow) => (
          <DayRow
            key={day}
            day={day}
            intervals={week[dow] ?? []}
            problems={showProblems ? problems : undefined}
            onChange={(change) => updateDay(dow, change)}
          />
        ))}
      </div>
      <div>
        <Button type="submit" disabled={saving.isPending}>
          <Save aria-hidden="true" />
          {saving.isPending ? 'Saving...' : 'Save Working Hours'}
        </Button>
      </div>
    </form>
  );
}

type DayRowProps = {
  day: string;
  intervals: IntervalRow[];
  problems: Map<number, string> | undefined;
  onChange: (change: (intervals: IntervalRow[]) => IntervalRow[]) => void;
};

function DayRow({ day, intervals, problems, onChange }: DayRowProps) {
  const dayId = useId();
  const edit = (key: number, field: 'start' | 'end', value: string) =>
    onChange((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <div
      role="group"
      aria-labelledby={dayId}
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[7rem_1fr_auto] sm:items-start sm:p-4"
    >
      <p id={dayId} className="font-medium text-foreground sm:pt-2">
        {day}
      </p>
      <div className="order-last col-span-2 flex flex-col gap-2 sm:order-none sm:col-span-1">
        {intervals.length === 0 && <p className="text-sm text-muted-foreground sm:pt-2.5">Day off</p>}
        {intervals.map((row, index) => {
          const n = index + 1;
          const problem = problems?.get(row.key);
          const errorId = `interval-${row.key}-error`;
          return (
            <div key={row.key} className="flex flex-col gap-1">
              <div className="flex items-center gap-1.5 sm:gap-2">
                <TimeInput
                  label={`${day} interval ${n} start`}
                  value={row.start}
                  invalid={!!problem}
                  errorId={problem ? errorId : undefined}
                  onChange={(value) => edit(row.key, 'start', value)}
                />
                <span aria-hidden="true" className="text-muted-foreground">
                  –
                </span>
                <TimeInput
                  label={`${day} interval ${n} end`}
                  value={row.end}
                  invalid={!!problem}
                  errorId={problem ? errorId : undefined}
                  onChange={(value) => edit(row.key, 'end', value)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-muted-foreground"
                  aria-label={`Remove ${day} interval ${n}`}
                  onClick={() => onChange((current) => current.filter((r) => r.key !== row.key))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {problem && (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-end text-primary"
        aria-label={`Add interval on ${day}`}
        onClick={() => onChange((current) => [...current, newInterval()])}
      >
        <Plus aria-hidden="true" />
        Add interval
      </Button>
    </div>
  );
}

type TimeInputProps = {
  label: string;
  value: string;
  invalid: boolean;
  errorId: string | undefined;
  onChange: (value: string) => void;
};

function TimeInput({ label, value, invalid, errorId, onChange }: TimeInputProps) {
  return (
    <input
      type="time"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={cn(
        controlClasses,
        'h-10 min-w-0 flex-1 px-2 tabular-nums sm:w-36 sm:flex-none sm:px-3',
        // On a phone a tap opens the system's time picker; its icon would only take room from the time.
        'max-sm:[&::-webkit-calendar-picker-indicator]:hidden',
      )}
    />
  );
}
