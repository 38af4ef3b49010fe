import { Spinner } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner /> {children}
    </p>
  );
}

export function LoadFailed({ what }: { what: string }) {
  return <p className="text-destructive">We couldn't load {what}. Please refresh the page.</p>;
}
