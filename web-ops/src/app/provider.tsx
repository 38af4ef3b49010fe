import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster, createQueryClient } from '@ringbook/web-shared';
import { useState, type ReactNode } from 'react';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
