import { useCallback, useLayoutEffect, useState } from 'react';

/** The first invalid field on the page (in page order) in the middle of the screen, so neither a sticky header
 * nor a sticky footer covers it, then focused without scrolling again. */
export function revealFirstInvalid(root: ParentNode = document): void {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center', inline: 'nearest' });
  field.focus({ preventScroll: true });
}

/** `reveal()` after a failed submit: once the errors it set are on the page, the first invalid field is shown and
 * focused (a phone's Continue sits far below the field that failed). It runs as the errors are committed, so a
 * form that checks asynchronously (react-hook-form's resolver) focuses with the same render that shows them. */
export function useRevealFirstInvalid(): () => void {
  const [failures, setFailures] = useState(0);
  useLayoutEffect(() => {
    if (failures > 0) revealFirstInvalid();
  }, [failures]);
  return useCallback(() => setFailures((count) => count + 1), []);
}
