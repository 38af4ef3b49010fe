import { Spinner, cn } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

export function Loading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted-foreground', className)}>
      <Spinner /> {children}
    </p>
  );
}

export function LoadFailed({ what, className }: { what: string; className?: string }) {
  return <p className={cn('text-destructive', className)}>We couldn't load {what}. Please refresh the page.</p>;
}
