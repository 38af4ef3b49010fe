import { PageTitle } from '@ringbook/web-shared';
import { ServicesEditor } from '../../../features/services/components/services-editor';

export function ServicesRoute() {
  return (
    <>
      <PageTitle title="Services" />
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-foreground">Services</h1>
      <p className="mb-6 text-muted-foreground">
        The services your receptionist can book, with how long they take and what they cost.
      </p>
      <ServicesEditor />
    </>
  );
}
