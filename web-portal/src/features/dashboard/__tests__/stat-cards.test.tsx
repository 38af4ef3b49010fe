import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { analytics } from '../../../testing/owner';
import { renderRoute } from '../../../testing/render-route';
import { formatDollars, formatPercent } from '../../../lib/format';
import { overviewServer } from '../../../testing/overview-server';

/** The overview with the portal's own analytics (a fixed 30 days). */
function overviewWithAnalytics(answer: Parameters<typeof apiServer>[0]['GET /api/dashboard/analytics']) {
  overviewServer();
  return apiServer({ 'GET /api/dashboard/analytics': answer });
}

describe('overview stat cards', () => {
  it('shows the analytics with their formatting', async () => {
    const calls = overviewWithAnalytics(() => ({ body: analytics }));
    renderRoute('/app/overview');
    // The first render also loads the overview's lazy chunk.
    const totalCalls = (
      await screen.findByRole('heading', { level: 2, name: 'Total Calls' }, { timeout: 5000 })
    ).closest('li');
    // The cards stand in place while the numbers load, then fill in.
    await waitFor(() => expect(totalCalls).toHaveTextContent('1,234'));
    expect(totalCalls).toHaveTextContent('42.5% ended in a booking');
    const bookings = screen.getByRole('heading', { level: 2, name: 'Booked by phone' }).closest('li');
    expect(bookings).toHaveTextContent('87');
    expect(bookings).toHaveTextContent('of 295 bookings in all · 5 missed calls');
    const revenue = screen.getByRole('heading', { level: 2, name: 'Revenue of all bookings' }).closest('li');
    expect(revenue).toHaveTextContent('$12,345.50');
    expect(revenue).toHaveTextContent('$41.90 average booking');
    const today = screen.getByRole('heading', { level: 2, name: "Today's Appointments" }).closest('li');
    expect(today).toHaveTextContent('3');
    expect(today).toHaveTextContent('11 scheduled in the next 7 days');
    expect(screen.getByTestId('figures-period')).toHaveTextContent('Last 30 days, Oct 28 – Nov 26 (America/New_York)');
    expect(calls.map((call) => call.url)).toContain('/api/dashboard/analytics');
  });

  it('keeps the four cards in place while the numbers load', async () => {
    overviewWithAnalytics(() => ({ status: 503, body: {} }));
    renderRoute('/app/overview');
    const totalCalls = (
      await screen.findByRole('heading', { level: 2, name: 'Total Calls' }, { timeout: 5000 })
    ).closest('li');
    expect(totalCalls).toHaveTextContent('—');
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('—'))).toHaveLength(4);
  });

  it('formats percentages to one decimal and dollars to two', () => {
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(19.999)).toBe('$20.00');
  });
});
