import { cn } from '@ringbook/web-shared';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

export const CODE_LENGTH = 6;

type CodeInputProps = {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once all six boxes hold a digit. */
  onComplete?: (code: string) => void;
  /** While the code is being checked: the boxes keep focus but take no typing. */
  busy?: boolean;
  label?: string;
  invalid?: boolean;
  /** Focus the first box when the boxes appear. */
  autoFocus?: boolean;
};

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** Six one-digit boxes: typing moves on, Backspace on an empty box moves back, pasting fills them all. */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  busy,
  label = 'Verification code',
  invalid,
  autoFocus,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  const apply = (next: string[], focusIndex: number) => {
    onChange(next);
    focusBox(focusIndex);
    if (next.every((digit) => digit !== '')) onComplete?.(next.join(''));
  };

  // From `index` on, fill the boxes with the digits of `text` (a paste, or a phone's code autofill).
  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, CODE_LENGTH - index).split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    apply(next, index + incoming.length);
  };

  const onInput = (index: number, value: string) => {
    if (busy) return;
    const numeric = value.replace(/\D/g, '');
    if (numeric.length > 1) {
      // A box that already held a digit: keep the one just typed, or spread an autofilled code.
      if (numeric.length === 2 && digits[index]) {
        const typed = numeric.replace(digits[index] ?? '', '') || numeric.slice(-1);
        const next = [...digits];
        next[index] = typed.slice(-1);
        apply(next, index + 1);
        return;
      }
      fillFrom(index === 0 || numeric.length === CODE_LENGTH ? 0 : index, numeric);
      return;
    }
    const next = [...digits];
    next[index] = numeric;
    if (numeric) apply(next, index + 1);
    else onChange(next);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (busy) return;
    // Pasting takes the first six digits, whichever box has focus.
    const text = event.clipboardData.getData('text');
    const incoming = text.replace(/\D/g, '').slice(0, CODE_LENGTH).split('');
    if (incoming.length === 0) return;
    const next = emptyCode().map((_, i) => incoming[i] ?? '');
    apply(next, incoming.length);
  };

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          autoFocus={autoFocus && index === 0}
          value={digit}
          readOnly={busy}
          aria-busy={busy || undefined}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className={cn(
            'h-14 w-full min-w-0 rounded-lg border border-input bg-background text-center text-2xl font-semibold text-foreground tabular-nums',
            'transition-colors duration-150 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'read-only:opacity-60 aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
