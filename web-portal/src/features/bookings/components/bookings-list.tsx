import { Card, Pagination, Spinner, cn, useIsMobile } from '@ringbook/web-shared';
import { useLocationChoice } from '../../../hooks/use-location-choice';
import { CalendarX } from 'lucide-react';
import { useEffect } from 'react';
import { LoadFailed } from '../../../components/load-state';
import { useAppointments, type Appointment, type SortKey } from '../../../lib/api/appointments';
import { PAGE_SIZE, listQuery, nextSort, type BookingFilters } from '../utils/filters';
import { BookingCards } from './booking-cards';
import { BookingsTable } from './bookings-table';

type BookingsListProps = {
  filters: BookingFilters;
  onChange: (change: Partial<BookingFilters>) => void;
  onManage: (appointment: Appointment) => void;
};

/** The page of appointments the filters select, as a table (or cards on phones) with paging. */
export function BookingsList({ filters, onChange, onManage }: BookingsListProps) {
  const isMobile = useIsMobile();
  const { location } = useLocationChoice();
  const { data, isPending, isError, isFetching } = useAppointments({ ...listQuery(filters), location });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  // A page past the end (the last row on it was just cancelled away, an old link): show the last one there is.
  useEffect(() => {
    if (data && !isFetching && filters.page > lastPage) onChange({ page: lastPage });
  }, [data, isFetching, filters.page, lastPage, onChange]);

  const body = () => {
    if (isPending) {
      return (
        <p role="status" className="flex items-center justify-center gap-2 p-10 text-muted-foreground">
          <Spinner /> Loading appointments...
        </p>
      );
    }
    if (isError) {
      return (
        <LoadFailed what="your appointments" className="p-10 text-center" />
      );
    }
    if (data.appointments.length === 0) {
      return (
        <div className="flex flex-col items-center gap-2 p-10 text-center">
          <CalendarX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold text-foreground">No appointments found</p>
          <p className="text-sm text-muted-foreground">Try adjusting your filters</p>
        </div>
      );
    }
    const onSort = (key: SortKey) => onChange({ sort: nextSort(filters.sort, key) });
    return (
      <>
        <div className={cn('transition-opacity duration-150', isFetching && 'opacity-60')}>
          {isMobile ? (
            <BookingCards appointments={data.appointments} onManage={onManage} />
          ) : (
            <BookingsTable appointments={data.appointments} sort={filters.sort} onSort={onSort} onManage={onManage} />
          )}
        </div>
        <Pagination
          noun="appointments"
          className="border-t border-border px-4 py-3"
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={data.total}
          loading={isFetching}
          onPage={(page) => onChange({ page })}
        />
      </>
    );
  };

  return (
    <Card className="overflow-hidden" aria-busy={isFetching}>
      {body()}
    </Card>
  );
}
