import { Badge, PageTitle, StatusPage, buttonClasses } from '@ringbook/web-shared';
import { ArrowLeft, Calculator } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SectionLink } from '../../../components/ui/section-link';
import { paths } from '../../../config/paths';
import { ArticleMeta } from '../../../features/blog/components/article-meta';
import { ShareArticleButton } from '../../../features/blog/components/share-article-button';
import { findArticle } from '../../../features/blog/data/articles';

export function ArticleRoute() {
  const { slug } = useParams();
  const article = findArticle(slug);
  const navigate = useNavigate();

  // Links inside the article HTML stay in the app instead of reloading the page.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };

  if (!article) {
    return (
      <StatusPage
        pageTitle="Article Not Found"
        heading="Article Not Found"
        message="The article you're looking for doesn't exist."
        actions={
          <Link to={paths.blog.getHref()} className={buttonClasses()}>
            <ArrowLeft aria-hidden="true" />
            Back to Blog
          </Link>
        }
      />
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title={article.title} />
      <Link
        to={paths.blog.getHref()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog
      </Link>
      <header className="mt-6 flex flex-col gap-5">
        <ArticleMeta article={article} />
        <h1 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">{article.title}</h1>
        <p className="text-lg text-muted-foreground">{article.excerpt}</p>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral" className="text-xs">
                  #{tag}
                </Badge>
              </li>
            ))}
          </ul>
          <ShareArticleButton article={article} />
        </div>
      </header>
      <div
        className="article-body mt-10 border-t border-border pt-8"
        onClick={followInternalLink}
        dangerouslySetInnerHTML={{ __html: article.content }}
      />
      <aside className="mt-12 flex flex-col items-start gap-4 rounded-lg bg-primary-subtle p-6 sm:p-8">
        <h2 className="text-2xl font-bold text-foreground">See what missed calls cost your salon</h2>
        <p className="text-muted-foreground">
          Four sliders, one minute: find out how much revenue is going to voicemail and what Ringbook would bring back.
        </p>
        <SectionLink section="roi-calculator" className={buttonClasses({ variant: 'accent' })}>
          <Calculator aria-hidden="true" />
          Calculate Your ROI
        </SectionLink>
      </aside>
    </article>
  );
}
