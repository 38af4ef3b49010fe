import { Card, CardDescription, CardHeader, CardTitle } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

type ListCardProps = {
  title: string;
  description: string;
  /** Something beside the title, e.g. the search the list is narrowed to. */
  aside?: ReactNode;
  busy?: boolean;
  children: ReactNode;
};

/** A tab's card: its heading, then the rows (or their loading, failure or empty state). */
export function ListCard({ title, description, aside, busy = false, children }: ListCardProps) {
  return (
    <Card className="overflow-hidden" aria-busy={busy}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {aside}
      </CardHeader>
      <div className="border-t border-border">{children}</div>
    </Card>
  );
}
