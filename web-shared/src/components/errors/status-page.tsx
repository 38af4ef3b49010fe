import type { ReactNode } from 'react';
import { RingbookLogo } from '../ui/ringbook-logo';
import { PageTitle } from '../page-title';

type StatusPageProps = {
  pageTitle: string;
  heading: string;
  message: string;
  actions?: ReactNode;
};

export function StatusPage({ pageTitle, heading, message, actions }: StatusPageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-muted px-6 py-12 text-center">
      <PageTitle title={pageTitle} />
      <RingbookLogo />
      <div className="flex max-w-md flex-col items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{heading}</h1>
        <p className="text-base text-muted-foreground">{message}</p>
      </div>
      {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
    </main>
  );
}
