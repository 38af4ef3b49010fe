import { Button, toast } from '@ringbook/web-shared';
import { Share2 } from 'lucide-react';
import type { Article } from '../data/types';

// The phone's share sheet where there is one; elsewhere the link goes to the clipboard.
export function ShareArticleButton({ article }: { article: Article }) {
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: article.title, text: article.excerpt, url });
      } catch {
        // The visitor closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The article link is on your clipboard.' });
    } catch {
      toast({ title: 'Copy this link to share', description: url });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" />
      Share Article
    </Button>
  );
}
