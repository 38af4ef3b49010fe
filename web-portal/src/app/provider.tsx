import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster, createQueryClient } from '@ringbook/web-shared';
import { useState, type ReactNode } from 'react';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
