import { create } from 'zustand';
import { ALL_CATEGORIES, type CategoryFilter } from '../utils/filter-articles';

type BlogFiltersStore = {
  category: CategoryFilter;
  search: string;
  setCategory: (category: CategoryFilter) => void;
  setSearch: (search: string) => void;
};

export const useBlogFilters = create<BlogFiltersStore>()((set) => ({
  category: ALL_CATEGORIES,
  search: '',
  setCategory: (category) => set({ category }),
  setSearch: (search) => set({ search }),
}));
