import type { RefObject } from 'react';

type StepHeadingProps = {
  title: string;
  description: string;
  /** Focused when the owner moves to the step, so a screen reader starts there. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  id?: string;
};

export function StepHeading({ title, description, headingRef, id }: StepHeadingProps) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
