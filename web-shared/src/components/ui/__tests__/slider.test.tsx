import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from '../slider';

describe('Slider', () => {
  it('is a labelled range input that reports numbers and reads its value out', () => {
    const onValueChange = vi.fn();
    render(
      <Slider label="Missed calls" min={1} max={50} value={5} onValueChange={onValueChange} formatValue={(v) => `${v} calls`} />,
    );
    const slider = screen.getByRole('slider', { name: 'Missed calls' });
    expect(slider).toHaveAttribute('aria-valuetext', '5 calls');
    expect(screen.getByText('1 calls')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '12' } });
    expect(onValueChange).toHaveBeenCalledWith(12);
  });
});
