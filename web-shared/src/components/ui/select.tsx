import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { Field, controlClasses, fieldDescribedBy } from './field';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
};

// A native <select>: the phone's own picker on mobile, full keyboard support everywhere.
export function Select({ label, options, hint, error, id, className, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field id={selectId} label={label} hint={hint} error={error}>
      <div className="relative">
        <select
          id={selectId}
          aria-describedby={fieldDescribedBy(selectId, { hint, error })}
          aria-invalid={error ? true : undefined}
          className={cn(controlClasses, 'h-11 appearance-none pr-10', className)}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </Field>
  );
}
