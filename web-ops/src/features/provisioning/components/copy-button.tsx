import { Button, cn } from '@ringbook/web-shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '../utils/clipboard';

/** How long the button shows a tick after copying. */
export const COPIED_MS = 2000;

type CopyButtonProps = {
  text: string;
  /** The accessible name, e.g. 'Copy phone number'; starts with the visible text when there is one. */
  label: string;
  /** The toast once copied, e.g. 'Phone number copied to clipboard!'. */
  confirmation: string;
  /** Visible text; without it the button is the icon alone. */
  children?: string;
  className?: string;
};

// The tick shows on the button itself too: inside a dialog the toast sits under the dialog's backdrop.
export function CopyButton({ text, label, confirmation, children, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={children ? 'outline' : 'ghost'}
      size={children ? 'sm' : 'icon'}
      aria-label={label}
      title={children ? undefined : label}
      className={cn(children ? undefined : 'size-8 text-muted-foreground hover:text-foreground', className)}
      onClick={async () => setCopied(await copyToClipboard(text, confirmation))}
    >
      <Icon aria-hidden="true" className={copied ? 'text-success' : undefined} />
      {children}
    </Button>
  );
}
