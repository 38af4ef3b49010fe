import { Button, Input, Select, readApiError } from '@ringbook/web-shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Loading } from '../../../components/load-state';
import { LocationPicker } from '../../../components/location-picker';
import { useOneLocation } from '../../../hooks/use-location-choice';
import { addDays, todayIn } from '../../../lib/zoned-time';
import { useStaff } from '../../../lib/api/staff';
import { useAvailability, type Slot } from '../api/get-availability';
import { formatDay } from '../utils/format';
import { SlotPicker } from './slot-picker';

export type SlotSearch = { staffId: string; day: string };

type SlotFinderProps = {
  serviceId: string;
  search: SlotSearch;
  onSearch: (search: SlotSearch) => void;
  selectedId: string;
  onSelect: (slot: Slot) => void;
};

/** Staff member and day, then the engine's free times for the service. */
export function SlotFinder({ serviceId, search, onSearch, selectedId, onSelect }: SlotFinderProps) {
  const staff = useStaff();
  const where = useOneLocation();
  const availability = useAvailability({ serviceId, ...search, ...(where.location && { location: where.location }) });
  // A time found at one location is not offered at another: choosing another asks afresh.
  const pickLocation = {
    ...where,
    pick: (id: string) => {
      where.pick(id);
      onSearch({ ...search });
    },
  };
  const staffOptions = [
    { value: '', label: 'Any available' },
    ...(staff.data ?? []).map((member) => ({ value: member.staffId, label: member.name })),
  ];
  const first = todayIn();

  const slots = () => {
    if (!search.day) return <p className="text-sm text-muted-foreground">Pick a day to see the free times.</p>;
    if (availability.isPending) {
      return (
        <Loading className="text-sm">Finding free times...</Loading>
      );
    }
    if (availability.isError) {
      return (
        <p role="alert" className="text-sm font-medium text-destructive">
          {readApiError(availability.error).message ?? "We couldn't load the free times. Please try again."}
        </p>
      );
    }
    if (availability.data.slots.length === 0) {
      return (
        <p role="status" className="text-sm text-muted-foreground">
          No free times on {formatDay(search.day)}. Try another day or staff member.
        </p>
      );
    }
    return (
      <SlotPicker
        legend={`Free times on ${formatDay(search.day)}`}
        slots={availability.data.slots}
        selectedId={selectedId}
        onSelect={onSelect}
        showStaff={search.staffId === ''}
      />
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <LocationPicker one={pickLocation} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Staff"
          options={staffOptions}
          value={search.staffId}
          onChange={(event) => onSearch({ ...search, staffId: event.target.value })}
        />
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <Input
              label="Day"
              type="date"
              min={first}
              value={search.day}
              onChange={(event) => onSearch({ ...search, day: event.target.value })}
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label="Previous day"
            disabled={!search.day || search.day <= first}
            onClick={() => onSearch({ ...search, day: addDays(search.day, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            aria-label="Next day"
            disabled={!search.day}
            onClick={() => onSearch({ ...search, day: addDays(search.day, 1) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {slots()}
    </div>
  );
}
