import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageCount, pageRange } from '../pagination';

describe('pagination', () => {
  it('says which rows show', () => {
    expect(pageRange(1, 25, 0)).toBe('Showing 0–0 of 0');
    expect(pageRange(3, 25, 60)).toBe('Showing 51–60 of 60');
    expect(pageRange(2, 50, 1234)).toBe('Showing 51–100 of 1,234');
    expect(pageCount(25, 0)).toBe(1);
    expect(pageCount(25, 51)).toBe(3);
  });

  it('steps a page at a time and stops at either end', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination noun="clients" page={1} pageSize={25} total={60} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages of clients' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–25 of 60');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<Pagination noun="clients" page={3} pageSize={25} total={60} onPage={onPage} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading clients...');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
