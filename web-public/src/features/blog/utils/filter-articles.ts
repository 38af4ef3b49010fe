import type { Article, BlogCategory } from '../data/types';

export const ALL_CATEGORIES = 'All';
export type CategoryFilter = typeof ALL_CATEGORIES | BlogCategory;

export type ArticleFilter = { category: CategoryFilter; search: string };

/** An article shows when its category matches (or the filter is All) and the search text is in its
 *  title, excerpt or a tag, ignoring case. Featured and other articles are listed separately. */
export function filterArticles(articles: readonly Article[], { category, search }: ArticleFilter) {
  const needle = search.trim().toLowerCase();
  const matches = articles.filter(
    (article) =>
      (category === ALL_CATEGORIES || article.category === category) &&
      (needle === '' ||
        article.title.toLowerCase().includes(needle) ||
        article.excerpt.toLowerCase().includes(needle) ||
        article.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
  return {
    featured: matches.filter((article) => article.featured),
    latest: matches.filter((article) => !article.featured),
  };
}
