import { Spinner } from '@ringbook/web-shared';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, publicSitePaths } from '../../../config/paths';
import { leavePortal } from '../../../lib/leave-portal';
import { useWhoAmI } from '../../../lib/api/whoami';

function GuardLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 bg-muted text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      <span>Loading...</span>
    </div>
  );
}

/** Lets a signed-in owner in; until onboarding is complete, only the onboarding wizard at /portal. */
export function PortalGuard() {
  const whoAmI = useWhoAmI();
  const { pathname } = useLocation();
  const failed = whoAmI.isError;

  useEffect(() => {
    if (failed) leavePortal(publicSitePaths.login);
  }, [failed]);

  if (!whoAmI.data) return <GuardLoading />;
  if (!whoAmI.data.onboardingComplete && !pathname.startsWith(paths.portal.path)) {
    return <Navigate to={paths.portal.getHref()} replace />;
  }
  return <Outlet />;
}
