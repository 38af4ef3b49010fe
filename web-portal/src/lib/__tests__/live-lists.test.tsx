import { focusManager, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@ringbook/web-shared/testing/api-server.ts';
import { renderQueryHook } from '../../testing/query-hook';
import { LIVE_LIST_REFRESH_MS, liveListOptions } from '../live-lists';

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('live lists', () => {
  it('are read again every minute while the tab is visible, not while hidden, and on coming back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = apiServer({ 'GET /api/dashboard/call-logs': () => ({ body: { calls: [], nextBefore: null } }) });
    const { result } = renderQueryHook(() => useQuery({ ...liveListOptions, queryKey: ['/api/dashboard/call-logs'] }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(LIVE_LIST_REFRESH_MS));
    expect(calls).toHaveLength(2);

    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(3 * LIVE_LIST_REFRESH_MS));
    expect(calls).toHaveLength(2);

    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(calls).toHaveLength(3));
  });
});
