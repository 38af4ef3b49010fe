import { PageTitle, RingbookLogo, buttonClasses } from '@ringbook/web-shared';
import { ArrowRight, CalendarCheck, PhoneIncoming } from 'lucide-react';
import { paths } from '../../config/paths';

export function HomeRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle title="The AI receptionist for salons" />
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <RingbookLogo className="h-7" />
          <a
            href={paths.login.getHref()}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            Log in
          </a>
        </div>
      </header>

      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full bg-primary-subtle px-3 py-1 text-sm font-medium text-primary">
              AI receptionist for salons
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">
              Never Miss a Client Call Again
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              Brian answers every call while you're with a client. He books the appointment, answers
              questions about prices and hours, and texts you a summary.
            </p>
            <a
              href={paths.login.getHref()}
              className={buttonClasses({ variant: 'accent', size: 'lg' })}
            >
              Log in to your salon
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
          <CallSummaryPreview />
        </section>
      </main>

      <footer className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Ringbook
        </p>
      </footer>
    </div>
  );
}

function CallSummaryPreview() {
  return (
    <figure className="rounded-lg border border-border bg-muted p-3 sm:p-6">
      <figcaption className="sr-only">Example of a call summary from Brian</figcaption>
      <div className="flex flex-col gap-3" aria-hidden="true">
        <div className="flex items-center gap-3 rounded-lg bg-background p-3 shadow-soft sm:p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-primary">
            <PhoneIncoming className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-foreground">Call answered by Brian</p>
            <p className="truncate text-sm text-muted-foreground">Maya asked about balayage prices</p>
          </div>
          <span className="text-sm text-muted-foreground tabular-nums">2:14 pm</span>
        </div>
        <div className="flex items-center gap-3 rounded-lg bg-background p-3 shadow-soft sm:p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
            <CalendarCheck className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-foreground">Booked: Balayage with Jess</p>
            <p className="truncate text-sm text-muted-foreground">Saturday at 10:30 am</p>
          </div>
          <span className="text-sm font-semibold text-success tabular-nums">$180</span>
        </div>
        <p className="px-1 pt-1 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">42 calls</span> answered this
          week while you were with clients.
        </p>
      </div>
    </figure>
  );
}
