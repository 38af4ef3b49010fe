import { cn } from '@ringbook/web-shared';

type RadioCardsProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
  error?: string;
  columns?: 2 | 4;
};

/** One choice from a few, as tiles: a radio group underneath, so arrow keys move between them. */
export function RadioCards<T extends string>({ legend, name, options, value, onChange, error, columns = 2 }: RadioCardsProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-4')}>
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer flex-col gap-0.5 rounded-lg border p-3 transition-colors duration-150',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                checked ? 'border-primary bg-primary-subtle' : 'border-input bg-background hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span className="text-sm font-semibold text-foreground">{option.label}</span>
              {option.description && <span className="text-xs text-muted-foreground">{option.description}</span>}
            </label>
          );
        })}
      </div>
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  );
}
