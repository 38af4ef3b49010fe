import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ router, queryClient }: { router?: DataRouter; queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
