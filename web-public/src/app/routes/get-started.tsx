import { PageTitle } from '@ringbook/web-shared';
import { seo } from '../../config/seo';
import { LeadForm } from '../../features/lead-form/components/lead-form';

export function GetStartedRoute() {
  return (
    <div className="bg-muted">
      <PageTitle title={seo.getStarted.title} />
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Get your custom AI receptionist</h1>
          <p className="mt-2 text-muted-foreground">Five short steps, about three minutes. We'll do the setup for you.</p>
        </div>
        <LeadForm />
      </div>
    </div>
  );
}
