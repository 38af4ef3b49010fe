// Every URL the public site links to, in one place. Pages of the portal and ops apps are listed too:
// they are other single-page apps behind the same gateway, so they are reached with a full page load.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeSection: {
    getHref: (section: HomeSection) => `/#${section}`,
  },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  businesses: { path: '/businesses', getHref: () => '/businesses' },
  roiCalculator: { path: '/roi-calculator', getHref: () => '/roi-calculator' },
  contact: { path: '/contact', getHref: () => '/contact' },
  blog: {
    path: '/blog',
    getHref: () => '/blog',
    article: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
  },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  getStarted: { path: '/get-started', getHref: () => '/get-started' },
  leadThankYou: { path: '/lead-thank-you', getHref: () => '/lead-thank-you' },
  configure: { path: '/configure', getHref: () => '/configure' },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    verifyEmail: {
      path: '/verify-email',
      getHref: (email: string) => `/verify-email?email=${encodeURIComponent(email)}`,
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (email: string) => `/reset-password?email=${encodeURIComponent(email)}`,
    },
    popupComplete: { path: '/auth/popup-complete' },
  },
  // Owned by web-portal.
  portal: { getHref: () => '/portal' },
  portalOverview: { getHref: () => '/app/overview' },
} as const;

export const HOME_SECTIONS = ['features', 'roi-calculator', 'pricing', 'demo', 'faq'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Pages that show a bare header (logo only): the visitor is in the middle of a form. */
export const FOCUSED_PATHS: readonly string[] = [
  paths.getStarted.path,
  paths.thankYou.path,
  paths.configure.path,
  paths.leadThankYou.path,
];
