import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToasts } from '../../../stores/toasts';
import { Toaster } from '../toaster';

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time and hides it after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);

    act(() => {
      toast({ title: 'Booking saved' });
      toast({ title: 'Could not reach the calendar', variant: 'destructive' });
    });

    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the calendar');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Booking saved', description: 'Maya is booked for Saturday at 10:30.' });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
  });
});
