import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
};

export function fieldDescribedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

// Label above, control, then the hint and the error: the layout every form control in the kit shares.
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = [
  'w-full rounded-lg border border-input bg-background px-3 text-base text-foreground',
  'placeholder:text-muted-foreground transition-colors duration-150',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
].join(' ');
