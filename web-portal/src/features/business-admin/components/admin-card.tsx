import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

type AdminCardProps = { title: string; description: string; className?: string; children: ReactNode };

/** One tab of the dashboard: its title, what it is for, then its content. */
export function AdminCard({ title, description, className, children }: AdminCardProps) {
  return (
    <Card>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={cn('p-4 sm:p-6', className)}>{children}</CardContent>
    </Card>
  );
}
