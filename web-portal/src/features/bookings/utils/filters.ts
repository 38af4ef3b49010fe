import type { AppointmentQuery, AppointmentStatus, Sort, SortKey } from '../../../lib/api/appointments';

export type { Sort };

/** What the owner narrowed the table to; kept in the URL so a link reproduces the view. */
export type BookingFilters = {
  q: string;
  status: AppointmentStatus | '';
  /** An exact local date, yyyy-mm-dd, or '' for any day. */
  date: string;
  sort: Sort;
  page: number;
};

export const PAGE_SIZE = 25;
// Newest first: the far past is rarely what an owner opens the table for.
export const DEFAULT_SORT: Sort = '-date';

export const STATUSES: readonly AppointmentStatus[] = ['scheduled', 'completed', 'cancelled', 'no-show'];
const SORT_KEYS: readonly SortKey[] = ['date', 'customer', 'service', 'price'];

export const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'no-show', label: 'No-show' },
] as const;

export const SORT_OPTIONS: readonly { value: Sort; label: string }[] = [
  { value: '-date', label: 'Newest first' },
  { value: 'date', label: 'Oldest first' },
  { value: 'customer', label: 'Customer A–Z' },
  { value: '-customer', label: 'Customer Z–A' },
  { value: 'service', label: 'Service A–Z' },
  { value: '-service', label: 'Service Z–A' },
  { value: '-price', label: 'Price high–low' },
  { value: 'price', label: 'Price low–high' },
];

const isStatus = (value: string): value is AppointmentStatus => (STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is Sort => (SORT_KEYS as readonly string[]).includes(value.replace(/^-/, ''));
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Unknown values in a hand-edited link fall back to the defaults instead of reaching the server. */
export function readFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status') ?? '';
  const date = params.get('date') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: isStatus(status) ? status : '',
    date: isDay(date) ? date : '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const DEFAULTS: Record<keyof BookingFilters, string> = { q: '', status: '', date: '', sort: DEFAULT_SORT, page: '1' };

/** The params with `change` applied; any change other than the page itself goes back to page 1. */
export function withFilters(params: URLSearchParams, change: Partial<BookingFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries(change) as [keyof BookingFilters, string | number][];
  for (const [name, value] of entries) {
    const text = String(value).trim() === '' ? '' : String(value);
    if (text === '' || text === DEFAULTS[name]) next.delete(name);
    else next.set(name, text);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.keys(DEFAULTS)) next.delete(name);
  return next;
}

export function hasFilters(filters: BookingFilters): boolean {
  return filters.q.trim() !== '' || activeFilterCount(filters) > 0;
}

const narrowing = (filters: BookingFilters): AppointmentQuery => ({
  q: filters.q.trim() || undefined,
  from: filters.date || undefined,
  to: filters.date || undefined,
});

export function listQuery(filters: BookingFilters): AppointmentQuery {
  return {
    ...narrowing(filters),
    status: filters.status || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * The one-row query whose `total` counts the matching appointments of `status` (any status when omitted);
 * null when the status filter already rules that status out, so the count is 0 without asking.
 */
export function countQuery(filters: BookingFilters, status?: AppointmentStatus): AppointmentQuery | null {
  if (status && filters.status && filters.status !== status) return null;
  return { ...narrowing(filters), status: status ?? (filters.status || undefined), pageSize: 1 };
}

export function sortKey(sort: Sort): SortKey {
  return sort.replace(/^-/, '') as SortKey;
}

export function isDescending(sort: Sort): boolean {
  return sort.startsWith('-');
}

/** Clicking the column already sorted by reverses it; another column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (sortKey(current) !== key) return key;
  return isDescending(current) ? key : `-${key}`;
}

/** How many of status, day and order are set away from their defaults (the search is counted apart). */
export function activeFilterCount({ status, date, sort }: BookingFilters): number {
  return [status !== '', date !== '', sort !== DEFAULT_SORT].filter(Boolean).length;
}
