import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { LIVE_LIST_REFRESH_MS } from '../../../lib/live-lists';
import { renderQueryHook } from '../../../testing/query-hook';
import { useCallLogs } from '../api/call-logs';
import { call } from './calls-server';

afterEach(() => vi.useRealTimers());

describe('call logs', () => {
  it('are read again every minute, for the calls the receptionist takes meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = apiServer({ 'GET /api/dashboard/call-logs': () => ({ body: { calls: [call()], nextBefore: null } }) });
    const { result } = renderQueryHook(() => useCallLogs(5));
    await waitFor(() => expect(result.current.data).toEqual([call()]));
    expect(calls.map((request) => request.url)).toEqual(['/api/dashboard/call-logs?limit=5']);

    await act(() => vi.advanceTimersByTimeAsync(LIVE_LIST_REFRESH_MS));
    expect(calls).toHaveLength(2);
  });
});
