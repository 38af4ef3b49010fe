import { describe, expect, it } from 'vitest';
import { pagedUrl } from '../api/paged-url';
import { readConsoleView, withPage, withSearch, withTab, withTenantLogs } from '../utils/console-params';
import {
  formatClock,
  formatDateTime,
  formatLocation,
  formatOperatingHours,
  formatProvisioned,
  formatVoice,
} from '../utils/format';
import { agentStatusLook, integrationLook, webhooksLook } from '../utils/status';

describe('console params', () => {
  it('reads the tab, search and page, falling back for nonsense', () => {
    expect(readConsoleView(new URLSearchParams('tab=clients&search=415&page=3'))).toEqual({
      tab: 'clients',
      search: '415',
      page: 3,
      tenant: '',
    });
    expect(readConsoleView(new URLSearchParams('tab=billing&page=-2'))).toEqual({
      tab: 'overview',
      search: '',
      page: 1,
      tenant: '',
    });
    expect(readConsoleView(new URLSearchParams('tab=logs&tenant=t-glow')).tenant).toBe('t-glow');
    expect(readConsoleView(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('starts a tab or a search on its first page', () => {
    const at = new URLSearchParams('tab=clients&search=glow&page=4');
    expect(withTab(at, 'agents').toString()).toBe('tab=agents&search=glow');
    expect(withTab(at, 'overview').toString()).toBe('search=glow');
    expect(withSearch(new URLSearchParams('tab=logs&page=2'), '  bloom ').toString()).toBe('tab=clients&search=bloom');
    expect(withSearch(at, '').toString()).toBe('tab=clients');
    expect(withPage(at, 1).toString()).toBe('tab=clients&search=glow');
    expect(withPage(at, 5).get('page')).toBe('5');
  });

  it("narrows the logs to one salon, and forgets it on another tab", () => {
    const logs = withTenantLogs(new URLSearchParams('tab=clients&page=3'), 't-glow');
    expect(logs.toString()).toBe('tab=logs&tenant=t-glow');
    expect(withPage(logs, 2).toString()).toBe('tab=logs&tenant=t-glow&page=2');
    expect(withTenantLogs(logs, null).toString()).toBe('tab=logs');
    expect(withTab(logs, 'agents').toString()).toBe('tab=agents');
    expect(withSearch(logs, 'glow').toString()).toBe('tab=clients&search=glow');
  });

  it('asks for a page of 25, with the search only when there is one', () => {
    expect(pagedUrl('/api/admin/clients', { page: 2, search: ' (415) 867-5309 ' })).toBe(
      '/api/admin/clients?page=2&pageSize=25&search=%28415%29+867-5309',
    );
    expect(pagedUrl('/api/admin/agents', { page: 1, search: '  ' })).toBe('/api/admin/agents?page=1&pageSize=25');
    expect(pagedUrl('/api/admin/audit-logs', { page: 1, tenantId: 't-glow' })).toBe(
      '/api/admin/audit-logs?page=1&pageSize=25&tenantId=t-glow',
    );
  });
});

describe('formatting', () => {
  it('shows times in the operator zone, and a dash or N/A when there is none', () => {
    expect(formatDateTime('2030-03-14T15:30:00+00:00')).toBe('Mar 14, 2030, 3:30 PM');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatProvisioned('2030-03-02T12:00:00+00:00')).toBe('Mar 2, 2030');
    expect(formatProvisioned(null)).toBe('N/A');
  });

  it('writes hours on a 12-hour clock with the zone', () => {
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('17:45')).toBe('5:45 PM');
    expect(formatOperatingHours({ start: '09:00', end: '18:00', timezone: 'Europe/London' })).toBe(
      '9:00 AM – 6:00 PM (Europe/London)',
    );
    expect(formatOperatingHours({ start: '09:00', end: '18:00', timezone: null })).toBe('9:00 AM – 6:00 PM');
    expect(formatOperatingHours({ start: null, end: null, timezone: null })).toBe('Not set');
  });

  it('joins the location parts it has', () => {
    expect(formatLocation('12 Main St', 'Springfield')).toBe('12 Main St, Springfield');
    expect(formatLocation('', 'Springfield')).toBe('Springfield');
    expect(formatLocation(' ', '')).toBe('Not set');
  });

  it('names the voice', () => {
    expect(formatVoice('male')).toBe('Male');
    expect(formatVoice('11labs-Adrian')).toBe('11labs-Adrian');
    expect(formatVoice(null)).toBe('—');
  });
});

describe('statuses', () => {
  it('labels the agent statuses, and shows one it does not know as sent', () => {
    const statuses = ['not_provisioned', 'provisioning', 'webhooks_pending', 'active', 'failed'];
    expect(statuses.map((status) => agentStatusLook(status).label)).toEqual([
      'Not provisioned',
      'Provisioning',
      'Webhooks pending',
      'Active',
      'Failed',
    ]);
    expect(agentStatusLook('paused').label).toBe('paused');
  });

  it("uses the spec's words for webhooks and integrations", () => {
    expect([webhooksLook(true).label, webhooksLook(false).label]).toEqual(['Webhooks OK', 'Webhooks Pending']);
    expect([integrationLook('configured').label, integrationLook('not_configured').label]).toEqual([
      'Configured',
      'Not Configured',
    ]);
    expect(integrationLook('no_answer').label).toBe('Service Not Answering');
  });
});
