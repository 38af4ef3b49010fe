import { PageTitle } from '@ringbook/web-shared';

export function SettingsRoute() {
  return (
    <>
      <PageTitle title="Settings" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Settings</h1>
    </>
  );
}
