import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepProgress } from '../step-progress';

const STEPS = ['Connect Calendar', 'Event Type', 'Business Info', 'Staff', 'Services', 'Review & Launch'];

describe('step progress', () => {
  it('names the step, fills the bar by the steps reached and marks the current one', () => {
    const { rerender } = render(<StepProgress steps={STEPS} current={0} name="Setup progress" />);
    expect(screen.getByText('Step 1 of 6: Connect Calendar')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Setup progress, Step 1 of 6: Connect Calendar' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );

    rerender(<StepProgress steps={STEPS} current={3} name="Setup progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Staff');

    rerender(<StepProgress steps={STEPS} current={5} name="Setup progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
