export const BLOG_CATEGORIES = [
  'AI Technology',
  'Business Strategy',
  'Salon Management',
  'Barbershop Tips',
  'Client Relations',
  'Industry Trends',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export type Article = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  /** "6 min read". */
  readTime: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  featured: boolean;
  tags: string[];
  /** Trusted HTML written by us: paragraphs, h2/h3 headings, lists and block quotes. */
  content: string;
};
