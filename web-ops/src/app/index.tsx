import type { DataRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App({ router }: { router?: DataRouter }) {
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
