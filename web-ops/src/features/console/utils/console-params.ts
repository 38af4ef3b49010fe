export const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'clients', label: 'Clients' },
  { value: 'phones', label: 'Phones' },
  { value: 'agents', label: 'Agents' },
  { value: 'logs', label: 'Logs' },
  { value: 'integrations', label: 'Integrations' },
] as const;

export type ConsoleTab = (typeof TABS)[number]['value'];

/** What the console shows, kept in the URL (`?tab=clients&search=415&page=2`) so a link reproduces it; `tenant`
 * narrows the Logs tab to one salon (`?tab=logs&tenant=<id>`). */
export type ConsoleView = { tab: ConsoleTab; search: string; page: number; tenant: string };

const isTab = (value: string): value is ConsoleTab => TABS.some((tab) => tab.value === value);

/** Unknown values in a hand-edited link fall back to the defaults. */
export function readConsoleView(params: URLSearchParams): ConsoleView {
  const tab = params.get('tab') ?? '';
  const page = Number(params.get('page'));
  return {
    tab: isTab(tab) ? tab : 'overview',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    tenant: params.get('tenant')?.trim() ?? '',
  };
}

/** The params showing `tab` from its first page; the search stays for when the Clients tab is back, the salon
 * the logs were narrowed to does not. */
export function withTab(params: URLSearchParams, tab: ConsoleTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'overview') next.delete('tab');
  else next.set('tab', tab);
  next.delete('page');
  next.delete('tenant');
  return next;
}

/** The Logs tab narrowed to one salon (every salon again without one), from its first page. */
export function withTenantLogs(params: URLSearchParams, tenantId: string | null): URLSearchParams {
  const next = withTab(params, 'logs');
  if (tenantId) next.set('tenant', tenantId);
  return next;
}

/** The Clients tab narrowed to `search`, from its first page. */
export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = withTab(params, 'clients');
  const text = search.trim();
  if (text) next.set('search', text);
  else next.delete('search');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
