import { PageTitle } from '@ringbook/web-shared';

export function BookingsRoute() {
  return (
    <>
      <PageTitle title="Bookings" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Bookings</h1>
    </>
  );
}
