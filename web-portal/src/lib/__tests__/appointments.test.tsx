import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { LIVE_LIST_REFRESH_MS } from '../live-lists';
import { renderQueryHook } from '../../testing/query-hook';
import { useAppointments } from '../api/appointments';

afterEach(() => vi.useRealTimers());

describe('appointments', () => {
  it('are read again every minute, for the bookings the receptionist makes meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = apiServer({
      'GET /api/dashboard/appointments': () => ({
        body: { appointments: [], total: 0, priceTotal: 0, page: 1, pageSize: 25 },
      }),
    });
    const { result } = renderQueryHook(() => useAppointments({ from: '2030-03-14', to: '2030-03-14' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.url)).toEqual(['/api/dashboard/appointments?from=2030-03-14&to=2030-03-14']);

    await act(() => vi.advanceTimersByTimeAsync(LIVE_LIST_REFRESH_MS));
    expect(calls).toHaveLength(2);
  });
});
