import { RingbookLogo } from '@ringbook/web-shared';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '../../config/paths';

export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-primary-subtle/70 to-muted">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Link to={paths.home.getHref()} className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
          <RingbookLogo className="h-7" />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
