export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/** Whether the sidebar was left expanded; expanded when nothing was kept. */
export function readSidebarOpen(): boolean {
  if (typeof document === 'undefined') return true; // a build-time pre-render draws it expanded
  const entry = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.split('=')[1] !== 'false';
}

export function writeSidebarOpen(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}
