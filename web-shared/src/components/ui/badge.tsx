import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  primary: 'bg-primary-subtle text-primary',
  accent: 'bg-accent/10 text-accent-strong',
  success: 'bg-success/5 text-success',
  neutral: 'bg-muted text-muted-foreground border border-border',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'primary',
  className,
  ...props
}: ComponentPropsWithRef<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium [&_svg]:size-4',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
