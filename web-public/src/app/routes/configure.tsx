import { PageTitle } from '@ringbook/web-shared';
import { seo } from '../../config/seo';
import { Configurator } from '../../features/configurator/components/configurator';

export function ConfigureRoute() {
  return (
    <div className="bg-muted">
      <PageTitle title={seo.configure.title} />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Configure Your Plan</h1>
          <p className="mt-2 text-muted-foreground">
            Starting from $97/month. See your price and your return as you go; no card needed.
          </p>
        </div>
        <Configurator />
      </div>
    </div>
  );
}
