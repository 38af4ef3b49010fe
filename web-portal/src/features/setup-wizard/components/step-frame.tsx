import type { ReactNode, RefObject } from 'react';

type StepFrameProps = {
  title: string;
  description: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
  nav: ReactNode;
};

/** One step of the wizard: its heading (focused when the step opens), its content, then Back and Next. */
export function StepFrame({ title, description, headingRef, children, nav }: StepFrameProps) {
  return (
    <section className="flex flex-col gap-6" aria-labelledby="wizard-step-heading">
      <div className="flex flex-col gap-1">
        <h2
          id="wizard-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-foreground focus:outline-none"
        >
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      {nav}
    </section>
  );
}
