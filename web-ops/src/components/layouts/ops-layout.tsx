import { Button, PageTitle, RingbookLogo, cn } from '@ringbook/web-shared';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { clearAdminToken } from '../../lib/admin-token';

const consoles = [
  { to: paths.admin.getHref(), label: 'Admin Console' },
  { to: paths.superadmin.getHref(), label: 'Provisioning' },
] as const;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'bg-primary-subtle text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

type OpsLayoutProps = {
  /** The page's h1, also the document title. */
  title: string;
  description?: string;
  /** A search form; takes the middle of the header, a row of its own on phones. */
  search?: ReactNode;
  /** Buttons placed before Logout. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The operator consoles' frame: logo, links between the consoles, the page's search and actions, Logout. */
export function OpsLayout({ title, description, search, actions, children }: OpsLayoutProps) {
  return (
    <div className="min-h-dvh bg-muted">
      <PageTitle title={title} />
      <header className="sticky top-0 z-40 border-b border-border bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
          <Link
            to={paths.admin.getHref()}
            className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <RingbookLogo className="h-7" />
          </Link>
          <nav aria-label="Operator consoles" className="order-last w-full sm:order-none sm:w-auto">
            <ul className="flex gap-1">
              {consoles.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to} end className={navLinkClasses}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {search ? (
            <div className="order-last w-full lg:order-none lg:w-auto lg:max-w-md lg:flex-1">{search}</div>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {actions}
            <Button variant="outline" size="sm" onClick={() => clearAdminToken()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
