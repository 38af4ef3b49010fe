// Built into each console page's HTML at build time (web-shared/vite/build-app.js): the sign-in card every page
// opens with, drawn before any script runs, and the page's route code.
import type { ShellPage } from '@ringbook/web-shared/vite/build-app.js';
import { createQueryClient, holdFrameSubmits } from '@ringbook/web-shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdminGate } from '../features/admin-auth/components/admin-gate';
import { ADMIN_TOKEN_KEY } from '../lib/admin-token';

export const pages: ShellPage[] = [
  { path: '/admin', modules: ['src/app/routes/admin-console.tsx'] },
  { path: '/admin/old', modules: ['src/app/routes/provisioning.tsx'] },
  { path: '/superadmin', modules: ['src/app/routes/provisioning.tsx'] },
];

// An operator already holding a token sees the console, not the card: keep the card off their screen. A token sent
// from the card before the console's code runs is held for the console to send (never put in the URL).
export const headScript = `
  try {
    if (sessionStorage.getItem(${JSON.stringify(ADMIN_TOKEN_KEY)})) document.documentElement.setAttribute('data-no-shell', '');
  } catch (error) {}
  ${holdFrameSubmits}
`;

export function renderShell(): string {
  const card = renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <AdminGate>{null}</AdminGate>
    </QueryClientProvider>,
  );
  return `<style>html[data-no-shell] [data-shell]{display:none}</style><div data-shell="sign-in">${card}</div>`;
}
