// The public site is another app: leaving the portal is a full page load, not a router navigation.
export function leavePortal(href: string): void {
  window.location.assign(href);
}
