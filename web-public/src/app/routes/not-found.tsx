import { StatusPage, buttonClasses } from '@ringbook/web-shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <StatusPage
      pageTitle="Page Not Found"
      heading="404 Page Not Found"
      message="We couldn't find that page. It may have moved, or the link may be mistyped."
      actions={
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          Back to Ringbook
        </Link>
      }
    />
  );
}
