export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  // Served by the gateway outside this app, so it is linked with a full page load.
  login: {
    getHref: () => '/login',
  },
} as const;
