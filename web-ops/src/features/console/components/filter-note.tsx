import { Button } from '@ringbook/web-shared';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list is narrowed to, with the button that shows everything again. */
export function FilterNote({ children, clear, onClear }: { children: ReactNode; clear: string; onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span className="wrap-anywhere">{children}</span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        {clear}
      </Button>
    </p>
  );
}
