import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function BackToPortalLink() {
  return (
    <Link
      to={paths.app.getHref('overview')}
      className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to portal
    </Link>
  );
}
