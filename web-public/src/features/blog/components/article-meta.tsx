import { Badge } from '@ringbook/web-shared';
import { CalendarDays, Clock } from 'lucide-react';
import type { Article } from '../data/types';
import { formatArticleDate } from '../utils/format-article-date';

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <Badge>{article.category}</Badge>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {article.readTime}
      </span>
    </div>
  );
}
