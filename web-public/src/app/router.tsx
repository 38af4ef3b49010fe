import { RouteErrorBoundary } from '@ringbook/web-shared';
import { useState } from 'react';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { AuthLayout } from '../components/layouts/auth-layout';
import { SiteLayout } from '../components/layouts/site-layout';
import { paths } from '../config/paths';

// Each page is its own chunk: a visitor downloads the code of the pages they open, nothing more.
export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: () => <RouteErrorBoundary homeHref={paths.home.getHref()} />,
    children: [
      {
        Component: SiteLayout,
        children: [
          { path: paths.home.path, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
          {
            path: paths.pricing.path,
            lazy: async () => ({ Component: (await import('./routes/pricing')).PricingRoute }),
          },
          {
            path: paths.businesses.path,
            lazy: async () => ({ Component: (await import('./routes/businesses')).BusinessesRoute }),
          },
          {
            path: paths.roiCalculator.path,
            lazy: async () => ({ Component: (await import('./routes/roi-calculator')).RoiCalculatorRoute }),
          },
          {
            path: paths.contact.path,
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          { path: paths.blog.path, lazy: async () => ({ Component: (await import('./routes/blog/blog')).BlogRoute }) },
          {
            path: paths.blog.article.path,
            lazy: async () => ({ Component: (await import('./routes/blog/article')).ArticleRoute }),
          },
          {
            path: paths.privacy.path,
            lazy: async () => ({ Component: (await import('./routes/legal/privacy')).PrivacyRoute }),
          },
          {
            path: paths.terms.path,
            lazy: async () => ({ Component: (await import('./routes/legal/terms')).TermsRoute }),
          },
          {
            path: paths.getStarted.path,
            lazy: async () => ({ Component: (await import('./routes/get-started')).GetStartedRoute }),
          },
          {
            path: paths.leadThankYou.path,
            lazy: async () => ({ Component: (await import('./routes/lead-thank-you')).LeadThankYouRoute }),
          },
          {
            path: paths.configure.path,
            lazy: async () => ({ Component: (await import('./routes/configure')).ConfigureRoute }),
          },
          {
            path: paths.thankYou.path,
            lazy: async () => ({ Component: (await import('./routes/thank-you')).ThankYouRoute }),
          },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          {
            path: paths.auth.login.path,
            lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }),
          },
          {
            path: paths.auth.register.path,
            lazy: async () => ({ Component: (await import('./routes/auth/register')).RegisterRoute }),
          },
          {
            path: paths.auth.verifyEmail.path,
            lazy: async () => ({ Component: (await import('./routes/auth/verify-email')).VerifyEmailRoute }),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute }),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute }),
          },
        ],
      },
      {
        path: paths.auth.popupComplete.path,
        lazy: async () => ({ Component: (await import('./routes/auth/popup-complete')).PopupCompleteRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
