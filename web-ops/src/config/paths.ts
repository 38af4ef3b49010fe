export const paths = {
  admin: { path: '/admin', getHref: () => '/admin' },
  adminOld: { path: '/admin/old', getHref: () => '/admin/old' },
  superadmin: { path: '/superadmin', getHref: () => '/superadmin' },
} as const;

// Every path the gateway (and the local dev server) answers with this app's index.html.
export const appRoutePaths = Object.values(paths).map(({ path }) => path);
