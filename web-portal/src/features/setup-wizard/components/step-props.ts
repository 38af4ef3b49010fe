import type { RefObject } from 'react';
import type { ReceptionistStatus } from '../../../lib/api/receptionist-status';

export type StepProps = {
  status: ReceptionistStatus;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  onNext: () => void;
};
