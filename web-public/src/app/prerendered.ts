/** Set on #root by the pre-renderer: the path the HTML inside was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** /pricing/ and /pricing are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
