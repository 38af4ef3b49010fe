import { StatusPage, buttonClasses } from '@ringbook/web-shared';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <StatusPage
      pageTitle="Page Not Found"
      heading="404 Page Not Found"
      message="We couldn't find that page. It may have moved, or the link may be mistyped."
      actions={
        <div className="flex flex-col items-center gap-6">
          <Link to={paths.home.getHref()} className={buttonClasses()}>
            Back to Ringbook
          </Link>
          <p className="max-w-md text-xs text-muted-foreground">
            Developer hint: no route in <code className="font-mono">web-public/src/app/router.tsx</code>{' '}
            matches <code className="font-mono [overflow-wrap:anywhere]">{pathname}</code>. Did you forget to add the page to the
            router?
          </p>
        </div>
      }
    />
  );
}
