import { usePrefersReducedMotion } from '@ringbook/web-shared';
import { useEffect, useState } from 'react';

export const TYPING_INTERVAL_MS = 100;

/**
 * A headline typed one character at a time. Screen readers and search engines get the whole text at
 * once; the full text is also laid out (invisibly) from the first paint, so nothing below it moves.
 */
export function TypedHeadline({ text, className }: { text: string; className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [typed, setTyped] = useState(0);
  const done = reducedMotion || typed >= text.length;

  useEffect(() => {
    if (done) return;
    const timer = window.setTimeout(() => setTyped((count) => count + 1), TYPING_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [done, typed]);

  const visible = done ? text : text.slice(0, typed);

  return (
    <h1 className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="relative block">
        <span className="invisible">{text}</span>
        <span className="absolute inset-0" data-testid="typed-headline">
          {visible}
          {!done && (
            <span className="ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse bg-accent" />
          )}
        </span>
      </span>
    </h1>
  );
}
