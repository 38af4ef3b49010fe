import { articles } from '../features/blog/data/articles';
import { paths } from '../config/paths';
import { seo, type PageSeo } from '../config/seo';

export type PrerenderPage = PageSeo & {
  path: string;
  /** The route module, to preload its chunk next to the page. */
  module: string;
  ogType: 'website' | 'article';
  /** sitemap.xml priority. */
  priority: number;
};

const route = (file: string) => `src/app/routes/${file}.tsx`;

export function prerenderPages(): PrerenderPage[] {
  const page = (path: string, meta: PageSeo, file: string, priority: number): PrerenderPage => ({
    ...meta,
    path,
    module: route(file),
    ogType: 'website',
    priority,
  });
  return [
    page(paths.home.path, seo.home, 'home', 1),
    page(paths.pricing.path, seo.pricing, 'pricing', 0.9),
    page(paths.businesses.path, seo.businesses, 'businesses', 0.8),
    page(paths.roiCalculator.path, seo.roiCalculator, 'roi-calculator', 0.8),
    page(paths.contact.path, seo.contact, 'contact', 0.6),
    page(paths.blog.path, seo.blog, 'blog/blog', 0.7),
    ...articles.map((article) => ({
      path: paths.blog.article.getHref(article.slug),
      title: article.title,
      description: article.excerpt,
      module: route('blog/article'),
      ogType: 'article' as const,
      priority: 0.6,
    })),
    page(paths.privacy.path, seo.privacy, 'legal/privacy', 0.3),
    page(paths.terms.path, seo.terms, 'legal/terms', 0.3),
    page(paths.getStarted.path, seo.getStarted, 'get-started', 0.8),
    page(paths.configure.path, seo.configure, 'configure', 0.9),
  ];
}
