import { describe, expect, it } from 'vitest';
import { articles, findArticle } from '../data/articles';
import { BLOG_CATEGORIES } from '../data/types';
import { filterArticles } from '../utils/filter-articles';

const wordsIn = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('blog articles', () => {
  it('are the six articles of the spec, one per category, the first two featured', () => {
    expect(articles.map((article) => article.slug)).toEqual([
      'ai-revolutionizing-salon-customer-service',
      'hidden-cost-missed-calls-beauty-businesses',
      'five-signs-salon-needs-ai-phone-assistant',
      'maximizing-barbershop-revenue-smart-scheduling',
      'client-retention-strategies-modern-salons',
      'future-beauty-business-operations',
    ]);
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(articles.filter((article) => article.featured).map((article) => article.id)).toEqual([1, 2]);
  });

  it('state read times between 4 and 10 minutes that match their length at 200 words a minute', () => {
    const minutes = articles.map((article) => Number.parseInt(article.readTime, 10));
    expect(Math.min(...minutes)).toBe(4);
    expect(Math.max(...minutes)).toBe(10);
    for (const article of articles) {
      const stated = Number.parseInt(article.readTime, 10);
      expect(Math.abs(wordsIn(article.content) / 200 - stated), article.slug).toBeLessThanOrEqual(0.75);
    }
  });

  it('finds an article by slug, and nothing for an unknown one', () => {
    expect(findArticle('future-beauty-business-operations')?.title).toBe('The Future of Beauty Business Operations');
    expect(findArticle('nope')).toBeUndefined();
  });
});

describe('filterArticles', () => {
  it('lists everything, featured apart, for All and no search', () => {
    const { featured, latest } = filterArticles(articles, { category: 'All', search: '' });
    expect(featured).toHaveLength(2);
    expect(latest).toHaveLength(4);
  });

  it('combines the category with a case-insensitive search in title, excerpt and tags', () => {
    expect(filterArticles(articles, { category: 'All', search: 'BARBERSHOP' }).latest.map((a) => a.id)).toEqual([4]);
    // "walk-ins" is only a tag of the barbershop article.
    expect(filterArticles(articles, { category: 'All', search: 'walk-ins' }).latest.map((a) => a.id)).toEqual([4]);
    expect(filterArticles(articles, { category: 'AI Technology', search: 'missed calls' }).featured).toEqual([]);
    expect(
      filterArticles(articles, { category: 'Business Strategy', search: 'missed calls' }).featured.map((a) => a.id),
    ).toEqual([2]);
  });

  it('finds nothing when nothing matches', () => {
    const { featured, latest } = filterArticles(articles, { category: 'All', search: 'quantum nails' });
    expect([...featured, ...latest]).toEqual([]);
  });
});
