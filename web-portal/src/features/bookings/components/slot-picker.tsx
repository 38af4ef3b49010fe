import { cn } from '@ringbook/web-shared';
import { useId } from 'react';
import type { Slot } from '../api/get-availability';
import { formatDay, formatTime, splitStart } from '../utils/format';

type SlotPickerProps = {
  legend: string;
  slots: Slot[];
  selectedId: string;
  onSelect: (slot: Slot) => void;
  /** Name who would do it: the owner asked for any available staff member. */
  showStaff?: boolean;
  /** Name the day too: the slots are not all on the day being looked at. */
  showDay?: boolean;
};

const PARTS_OF_DAY = [
  { label: 'Morning', before: '12:00' },
  { label: 'Afternoon', before: '17:00' },
  { label: 'Evening', before: '24:00' },
] as const;

/** A day's free times split into morning, afternoon and evening, so a long list is quick to scan. */
function byPartOfDay(slots: Slot[]) {
  let from = '00:00';
  return PARTS_OF_DAY.map(({ label, before }) => {
    const part = slots.filter((slot) => {
      const { time } = splitStart(slot.start);
      return time >= from && time < before;
    });
    from = before;
    return { label, slots: part };
  }).filter((part) => part.slots.length > 0);
}

/** Free times as one radio group: a single tab stop, arrow keys move between times. */
export function SlotPicker({ legend, slots, selectedId, onSelect, showStaff, showDay }: SlotPickerProps) {
  const name = useId();
  const detailed = showStaff || showDay;
  // Slots across several days (alternatives) keep the server's order instead of being grouped by hour.
  const groups = showDay ? [{ label: '', slots }] : byPartOfDay(slots);

  const option = (slot: Slot) => {
    const { day, time } = splitStart(slot.start);
    const details = [showDay && formatDay(day), showStaff && slot.staffName].filter(Boolean).join(' · ');
    return (
      <label key={slot.slotId} className="relative">
        <input
          type="radio"
          name={name}
          value={slot.slotId}
          checked={slot.slotId === selectedId}
          onChange={() => onSelect(slot)}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
        />
        <span
          className={cn(
            'flex min-h-10 flex-col items-center justify-center rounded-lg border border-input px-1 py-1',
            'text-center text-sm font-medium text-foreground tabular-nums transition-colors duration-150',
            // Hover only tints an unchecked time: on a checked one it would hide the white text.
            'peer-[:hover:not(:checked)]:bg-muted',
            'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          )}
        >
          {formatTime(time)}
          {details && <span className="text-xs font-normal opacity-90">{details}</span>}
        </span>
      </label>
    );
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-1.5">
          {group.label && (
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.label}</p>
          )}
          <div className={cn('grid gap-2', detailed ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-3 sm:grid-cols-5')}>
            {group.slots.map(option)}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
