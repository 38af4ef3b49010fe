import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, useToasts } from '../toasts';

beforeEach(() => {
  vi.useFakeTimers();
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts store', () => {
  it('shows a default toast', () => {
    toast({ title: 'Saved' });

    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Saved', variant: 'default' }),
    ]);
  });

  it('keeps only the newest toast visible', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });

    expect(useToasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Second', variant: 'destructive' }),
    ]);
  });

  it('expires a toast after 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    toast({ title: 'Saved' });

    vi.advanceTimersByTime(4999);
    expect(useToasts.getState().toasts).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('gives a replacing toast its full 5 seconds', () => {
    toast({ title: 'First' });
    vi.advanceTimersByTime(3000);
    toast({ title: 'Second' });

    vi.advanceTimersByTime(3000);
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ title: 'Second' })]);

    vi.advanceTimersByTime(2000);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('dismisses a toast early', () => {
    const id = toast({ title: 'Saved' });

    useToasts.getState().dismiss(id);

    expect(useToasts.getState().toasts).toHaveLength(0);
  });
});
