import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Once a form has been submitted, its messages follow every change, the whole form checked again (a change to
 * one interval can settle another's overlap). */
export function useLiveErrors<Values extends FieldValues>(form: UseFormReturn<Values>): void {
  const { watch, trigger, formState } = form;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!submitted) return undefined;
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [watch, trigger, submitted]);
}
