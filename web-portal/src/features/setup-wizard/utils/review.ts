export const PREVIEW_COUNT = 3;
export const FALLBACK_AREA_CODE = '800';

/** The first few items and how many more there are ('+N more'). */
export function preview<T>(items: readonly T[], count = PREVIEW_COUNT): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

export const moreLabel = (more: number): string | null => (more > 0 ? `+${more} more` : null);

export function areaCodeOrFallback(areaCode: string | null | undefined): string {
  return areaCode?.trim() || FALLBACK_AREA_CODE;
}

/** What the owner can count on for the number's area code: the provider may have none free in the one asked for. */
export function areaCodePromise(areaCode: string | null | undefined): string {
  return areaCode?.trim()
    ? 'If no number is free there, you get a toll-free one instead, shown before you share it.'
    : 'A toll-free number.';
}
