import { PageTitle } from '@ringbook/web-shared';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { PageSection } from '../../../components/ui/page-section';
import { SectionHeading } from '../../../components/ui/section-heading';
import { seo } from '../../../config/seo';
import { ArticleCard } from '../../../features/blog/components/article-card';
import { BlogFilters } from '../../../features/blog/components/blog-filters';
import { articles } from '../../../features/blog/data/articles';
import { useBlogFilters } from '../../../features/blog/stores/blog-filters';
import { filterArticles } from '../../../features/blog/utils/filter-articles';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';

export function BlogRoute() {
  const category = useBlogFilters((state) => state.category);
  const search = useBlogFilters((state) => state.search);
  const { featured, latest } = filterArticles(articles, { category, search });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      <PageTitle title={seo.blog.title} />
      <PageSection tone="muted" className="flex flex-col gap-10">
        <SectionHeading
          as="h1"
          eyebrow="Blog"
          title="Ideas for busier chairs"
          description="Practical advice for salon, barbershop, spa and nail salon owners on calls, scheduling and keeping clients coming back."
        />
        <BlogFilters />
      </PageSection>
      <PageSection className="flex flex-col gap-14 pt-0 sm:pt-0">
        {featured.length === 0 && latest.length === 0 ? (
          <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold text-foreground">No articles found.</p>
            <p className="text-muted-foreground">Try adjusting your search terms or category filter</p>
          </div>
        ) : (
          <>
            {featured.length > 0 && (
              <section aria-labelledby="featured-title" className="pt-12">
                <h2 id="featured-title" className="text-2xl font-bold text-foreground">
                  Featured Articles
                </h2>
                <ul className="mt-6 grid gap-6 md:grid-cols-2">
                  {featured.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} featured />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {latest.length > 0 && (
              <section aria-labelledby="latest-title" className={featured.length === 0 ? 'pt-12' : undefined}>
                <h2 id="latest-title" className="text-2xl font-bold text-foreground">
                  Latest Articles
                </h2>
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {latest.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
        <NewsletterForm />
      </PageSection>
    </>
  );
}
