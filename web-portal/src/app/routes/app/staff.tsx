import { PageTitle } from '@ringbook/web-shared';

export function StaffRoute() {
  return (
    <>
      <PageTitle title="Staff" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Staff</h1>
    </>
  );
}
