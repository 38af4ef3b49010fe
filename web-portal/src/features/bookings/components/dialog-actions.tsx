import { cn } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

/** A dialog form's buttons, kept in reach at the bottom while the free times above scroll. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    // -bottom-6 and -mb-6 cover the panel's bottom padding, or the times would show through under the buttons.
    <div
      className={cn(
        'sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap gap-2 border-t border-border bg-background px-6 py-4',
        'sm:justify-end max-sm:[&>button]:flex-1 max-sm:[&>button]:px-3',
      )}
    >
      {children}
    </div>
  );
}
