import { toast } from '@ringbook/web-shared';

/** Copies `text` and confirms with `confirmation` (e.g. 'Phone number copied to clipboard!'); false if refused. */
export async function copyToClipboard(text: string, confirmation: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: confirmation });
    return true;
  } catch {
    toast({
      title: 'Could not copy to clipboard',
      description: 'Your browser blocked it: select the text and copy it by hand.',
      variant: 'destructive',
    });
    return false;
  }
}
