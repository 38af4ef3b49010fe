import { cn } from '@ringbook/web-shared';
import type { ComponentPropsWithRef } from 'react';

type PageSectionProps = ComponentPropsWithRef<'section'> & { tone?: 'plain' | 'muted' | 'brand' };

const tones = {
  plain: 'bg-background',
  muted: 'bg-muted',
  brand: 'bg-sidebar text-sidebar-foreground',
} as const;

/** A full-width band with the site's content width and vertical rhythm. */
export function PageSection({ tone = 'plain', className, children, ...props }: PageSectionProps) {
  return (
    <section className={cn('scroll-mt-16 py-16 sm:py-24', tones[tone])} {...props}>
      <div className={cn('mx-auto max-w-6xl px-4 sm:px-6', className)}>{children}</div>
    </section>
  );
}
