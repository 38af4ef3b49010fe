import type { Slot } from '../api/get-availability';
import type { BookingProblem } from '../utils/conflict';
import { SlotPicker } from './slot-picker';

/** Why booking failed and, when the time was just taken, the nearest free times instead. */
export function BookingProblemNotice({
  problem,
  selectedId,
  onSelect,
}: {
  problem: BookingProblem;
  selectedId: string;
  onSelect: (slot: Slot) => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-red-50 p-4">
      <p role="alert" className="text-sm font-medium text-destructive">
        {problem.message}
      </p>
      {problem.alternatives.length > 0 && (
        <SlotPicker
          legend="These times are still free:"
          slots={problem.alternatives}
          selectedId={selectedId}
          onSelect={onSelect}
          showDay
          showStaff
        />
      )}
    </div>
  );
}
