import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { Field, controlClasses, fieldDescribedBy } from './field';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
};

export function Textarea({ label, hint, error, id, className, rows = 4, ...props }: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <Field id={textareaId} label={label} hint={hint} error={error}>
      <textarea
        id={textareaId}
        rows={rows}
        aria-describedby={fieldDescribedBy(textareaId, { hint, error })}
        aria-invalid={error ? true : undefined}
        className={cn(controlClasses, 'min-h-20 py-2.5 leading-relaxed', className)}
        {...props}
      />
    </Field>
  );
}
