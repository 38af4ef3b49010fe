import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../ui/button';
import { StatusPage } from './status-page';

export function RouteErrorBoundary({ homeHref }: { homeHref: string }) {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        pageTitle="Page Not Found"
        heading="404 Page Not Found"
        message="We couldn't find that page. It may have moved, or the link may be mistyped."
        actions={
          <a href={homeHref} className={buttonClasses()}>
            Go to the start page
          </a>
        }
      />
    );
  }

  return (
    <StatusPage
      pageTitle="Something went wrong"
      heading="Something went wrong"
      message="This page hit an unexpected error. Reload to try again; your data is safe."
      actions={<Button onClick={() => window.location.reload()}>Reload page</Button>}
    />
  );
}
