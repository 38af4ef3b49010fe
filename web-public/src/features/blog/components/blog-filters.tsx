import { cn } from '@ringbook/web-shared';
import { Search } from 'lucide-react';
import { BLOG_CATEGORIES } from '../data/types';
import { useBlogFilters } from '../stores/blog-filters';
import { ALL_CATEGORIES, type CategoryFilter } from '../utils/filter-articles';

const categories: CategoryFilter[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

export function BlogFilters() {
  const { category, search, setCategory, setSearch } = useBlogFilters();
  return (
    <div className="flex flex-col gap-5">
      <div className="relative mx-auto w-full max-w-xl">
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <input
          id="blog-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search articles..."
          className="h-12 w-full rounded-lg border border-input bg-background pr-4 pl-11 text-base text-foreground shadow-soft placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
      </div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap justify-center gap-2">
        {categories.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={category === option}
            onClick={() => setCategory(option)}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors duration-150',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              category === option
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background text-foreground hover:bg-muted',
            )}
          >
            {option}
          </button>
        ))}
      </div>
    </div>
  );
}
