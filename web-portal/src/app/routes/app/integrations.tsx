import { PageTitle } from '@ringbook/web-shared';

export function IntegrationsRoute() {
  return (
    <>
      <PageTitle title="Integrations" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Integrations</h1>
    </>
  );
}
