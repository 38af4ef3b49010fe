import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

/** The first invalid field on the page (in page order) in the middle of the screen, so neither a sticky header
 * nor a sticky footer covers it, then focused without scrolling again. */
export function revealFirstInvalid(root: ParentNode = document): void {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', inline: 'nearest' });
  field.focus({ preventScroll: true });
}

/** `reveal()` after a failed submit: once the errors it set are on the page, the first invalid field is shown and
 * focused (a phone's Continue sits far below the field that failed). */
export function useRevealFirstInvalid(): () => void {
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) revealFirstInvalid();
  }, [failures]);
  return useCallback(() => setFailures((count) => count + 1), []);
}

type SubmitState = { submitCount: number; isSubmitSuccessful: boolean };

/** A react-hook-form form's failed submit revealed: as soon as the render showing its errors is committed (the
 * submit is checked asynchronously, so a reveal asked for from the submit itself could come before them). */
export function useRevealInvalidSubmit({ submitCount, isSubmitSuccessful }: SubmitState): void {
  useLayoutEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) revealFirstInvalid();
  }, [submitCount, isSubmitSuccessful]);
}
