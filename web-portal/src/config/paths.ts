export const paths = {
  portal: { path: '/portal', getHref: () => '/portal' },
  onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
  setupAi: { path: '/setup-ai', getHref: (edit?: 'business_info') => (edit ? `/setup-ai?edit=${edit}` : '/setup-ai') },
  app: { path: '/app/*', getHref: (subpath = '') => `/app/${subpath}` },
  locations: { path: '/app/settings/locations', getHref: () => '/app/settings/locations' },
  businessAdmin: { path: '/business-admin', getHref: () => '/business-admin' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
} as const;

// Pages of the public site: another app behind the same gateway, reached with a full page load.
export const publicSitePaths = {
  login: '/login',
} as const;

// Every path the gateway (and the local dev server) answers with this app's index.html.
export const appRoutePaths = Object.values(paths).map(({ path }) => path.replace(/\/\*$/, ''));
