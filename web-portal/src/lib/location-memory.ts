/** The location an owner last chose, kept per business in this browser for the next visit. */
const key = (tenantId: string) => `ringbook.location.${tenantId}`;

export function readRememberedLocation(tenantId: string): string | null {
  try {
    return window.localStorage.getItem(key(tenantId));
  } catch {
    return null; // storage refused (private mode): nothing remembered
  }
}

export function rememberLocation(tenantId: string, choice: string): void {
  try {
    window.localStorage.setItem(key(tenantId), choice);
  } catch {
    // storage refused: the choice still lives in the URL
  }
}
