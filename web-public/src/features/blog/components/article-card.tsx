import { Card, cn } from '@ringbook/web-shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Article } from '../data/types';
import { ArticleMeta } from './article-meta';

export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  return (
    <Card className={cn('group relative flex h-full flex-col gap-4 p-6 transition-shadow duration-150 hover:shadow-md', featured && 'sm:p-8')}>
      <ArticleMeta article={article} />
      <h3 className={cn('font-bold tracking-tight text-foreground', featured ? 'text-2xl' : 'text-xl')}>
        <Link
          to={paths.blog.article.getHref(article.slug)}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
        >
          {article.title}
        </Link>
      </h3>
      <p className="flex-1 text-muted-foreground">{article.excerpt}</p>
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary" aria-hidden="true">
        Read article
        <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-0.5" />
      </span>
    </Card>
  );
}
