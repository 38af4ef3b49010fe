import type { RefObject } from 'react';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';

export type StepProps = {
  status: ReceptionistStatus;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onNext: () => void;
  /** Once the receptionist is live: back to it, the changes saved (the review step's action). */
  onDone?: () => void;
};
