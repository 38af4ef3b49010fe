import type { ReactNode, RefObject } from 'react';
import { StepHeading } from '../../../components/step-heading';

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
      <StepHeading id="wizard-step-heading" title={title} description={description} headingRef={headingRef} />
      {children}
      {nav}
    </section>
  );
}
