import { cn } from '@ringbook/web-shared';
import { Check } from 'lucide-react';
import { useId } from 'react';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
  hint?: string;
  columns?: 1 | 2 | 3;
};

/** Several checkboxes in a fieldset, drawn as tappable tiles. */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  columns = 2,
}: ChoiceGroupProps<T>) {
  const id = useId();
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors duration-150',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                checked ? 'border-primary bg-primary-subtle text-foreground' : 'border-input bg-background text-foreground hover:bg-muted',
              )}
            >
              {/* The real checkbox covers the whole tile, invisible: a tap anywhere on it toggles the box. */}
              <input
                type="checkbox"
                className="absolute inset-0 size-full cursor-pointer opacity-0"
                checked={checked}
                onChange={() => toggle(option.value)}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded border',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background',
                )}
              >
                {checked && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
