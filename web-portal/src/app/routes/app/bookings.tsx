import { PageTitle } from '@ringbook/web-shared';
import { BookingsView } from '../../../features/bookings/components/bookings-view';

export function BookingsRoute() {
  return (
    <>
      <PageTitle title="Bookings" />
      <BookingsView />
    </>
  );
}
