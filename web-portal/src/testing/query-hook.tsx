import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@ringbook/web-shared';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a query hook with the app's own query client defaults. */
export function renderQueryHook<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}
