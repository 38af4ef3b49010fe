import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, emptyCode } from '../components/code-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyCode);
  return <CodeInput digits={digits} onChange={setDigits} onComplete={onComplete} />;
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

describe('CodeInput', () => {
  it('moves on as digits are typed, ignores letters and completes on the sixth', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('goes back a box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness onComplete={vi.fn()} />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
  });

  it('takes the first six digits of a paste', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'code: 987-654 321' } });
    expect(onComplete).toHaveBeenCalledWith('987654');
    expect(box(6)).toHaveValue('4');
  });
});
