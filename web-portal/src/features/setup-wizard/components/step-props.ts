import type { RefObject } from 'react';
import type { ReceptionistStatus } from '../../receptionist/api/status';

export type StepProps = {
  status: ReceptionistStatus;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onNext: () => void;
};
