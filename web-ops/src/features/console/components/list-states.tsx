import { Button, Spinner } from '@ringbook/web-shared';
import type { LucideIcon } from 'lucide-react';
import { RotateCw } from 'lucide-react';

export function Loading({ noun }: { noun: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 p-10 text-muted-foreground">
      <Spinner /> Loading {noun}...
    </p>
  );
}

/** The spec's failure message in place of the rows, with a way to ask again. */
export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 p-10 text-center">
      <p className="font-medium text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

export function Empty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 p-10 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium text-foreground">{text}</p>
    </div>
  );
}
