import { Button, cn, controlClasses, readApiError, toast } from '@ringbook/web-shared';
import { Plus, X } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../../lib/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Loading } from '../../../components/load-state';
import { SaveButton } from '../../../components/save-button';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { useLiveErrors } from '../../../hooks/use-live-errors';
import { useSaveStaffHours, useStaffHours, type HoursSlot } from '../../../lib/api/staff-hours';
import { workingWeekSchema } from '../../../lib/validation/working-hours';
import {
  WEEKDAYS,
  newInterval,
  staffHoursWording,
  toHoursSlots,
  toWeekRows,
  toWorkingDays,
  type IntervalRow,
} from '../utils/week';

/** `location`: where these hours are; undefined for a one-location business. */
export function WorkingHoursEditor({ staffId, location }: { staffId: string; location?: string }) {
  const hours = useStaffHours(staffId, location);
  useFailureToast(hours.isError, 'Failed to fetch hours');

  if (hours.isPending) {
    return (
      <Loading>Loading working hours...</Loading>
    );
  }
  if (hours.isError) {
    return <p className="text-destructive">We couldn't load the working hours. Please try again.</p>;
  }
  return <WeekForm staffId={staffId} location={location} initial={hours.data} />;
}

type WeekValues = { days: { intervals: IntervalRow[] }[] };

const weekFormSchema = z.object({ days: workingWeekSchema<WeekValues['days'][number]>(staffHoursWording) });

function WeekForm({ staffId, location, initial }: { staffId: string; location?: string; initial: HoursSlot[] }) {
  const form = useForm<WeekValues>({
    resolver: zodResolver(weekFormSchema, undefined, { raw: true }),
    defaultValues: { days: toWorkingDays(toWeekRows(initial)) },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useLiveErrors(form);

  const saving = useSaveStaffHours({
    onSuccess: (saved) => {
      form.reset({ days: toWorkingDays(toWeekRows(saved)) });
      toast({ title: 'Working hours updated' });
    },
    onError: (err) =>
      toast({ title: 'Failed to update hours', description: readApiError(err).message, variant: 'destructive' }),
  });

  const onSubmit = ({ days }: WeekValues) =>
    saving.mutate({ staffId, hours: toHoursSlots(days.map((day) => day.intervals)), ...(location && { location }) });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Add more than one interval to a day for a break, like 09:00–12:00 and 13:00–17:00.
      </p>
      <div className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {WEEKDAYS.map((day, dow) => (
          <DayRow key={day} day={day} dow={dow} form={form} />
        ))}
      </div>
      <div>
        <SaveButton saving={saving.isPending}>Save Working Hours</SaveButton>
      </div>
    </form>
  );
}

type DayRowProps = { day: string; dow: number; form: UseFormReturn<WeekValues> };

function DayRow({ day, dow, form }: DayRowProps) {
  const dayId = useId();
  const intervals = useFieldArray({ control: form.control, name: `days.${dow}.intervals`, keyName: 'fieldId' });
  const errors = form.formState.errors.days?.[dow]?.intervals;

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
        {intervals.fields.length === 0 && <p className="text-sm text-muted-foreground sm:pt-2.5">Day off</p>}
        {intervals.fields.map((row, index) => {
          const n = index + 1;
          const problem = errors?.[index]?.message;
          const errorId = `interval-${row.key}-error`;
          return (
            <div key={row.fieldId} className="flex flex-col gap-1">
              <div className="flex items-center gap-1.5 sm:gap-2">
                <TimeInput
                  label={`${day} interval ${n} start`}
                  invalid={!!problem}
                  errorId={problem ? errorId : undefined}
                  {...form.register(`days.${dow}.intervals.${index}.start`)}
                />
                <span aria-hidden="true" className="text-muted-foreground">
                  –
                </span>
                <TimeInput
                  label={`${day} interval ${n} end`}
                  invalid={!!problem}
                  errorId={problem ? errorId : undefined}
                  {...form.register(`days.${dow}.intervals.${index}.end`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-muted-foreground"
                  aria-label={`Remove ${day} interval ${n}`}
                  onClick={() => intervals.remove(index)}
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
        onClick={() => intervals.append(newInterval())}
      >
        <Plus aria-hidden="true" />
        Add interval
      </Button>
    </div>
  );
}

type TimeInputProps = UseFormRegisterReturn & {
  label: string;
  invalid: boolean;
  errorId: string | undefined;
};

function TimeInput({ label, invalid, errorId, ...field }: TimeInputProps) {
  return (
    <input
      type="time"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={errorId}
      {...field}
      className={cn(
        controlClasses,
        'h-10 min-w-0 flex-1 px-2 tabular-nums sm:w-36 sm:flex-none sm:px-3',
        // On a phone a tap opens the system's time picker; its icon would only take room from the time.
        'max-sm:[&::-webkit-calendar-picker-indicator]:hidden',
      )}
    />
  );
}
