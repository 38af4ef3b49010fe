import { cn } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

/** A titled group of a settings form's fields. */
export function SettingsSection({
  title,
  columns = 'sm:grid-cols-2',
  description,
  children,
}: {
  title: string;
  description?: string;
  /** Two short fields (times) share a row even on a phone. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {description && <p className="-mt-2 text-sm text-muted-foreground">{description}</p>}
      <div className={cn('grid gap-4', columns)}>{children}</div>
    </section>
  );
}
