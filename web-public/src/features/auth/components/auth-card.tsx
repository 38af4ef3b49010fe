import { Card, PageTitle } from '@ringbook/web-shared';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-border pt-6 text-center text-sm text-muted-foreground">{footer}</div>}
    </Card>
  );
}
