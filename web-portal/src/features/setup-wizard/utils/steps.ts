import type { ReceptionistState } from '../../../lib/api/receptionist-status';

export type WizardStepId = 'calcom_auth' | 'event_types' | 'business_info' | 'staff' | 'services' | 'review';

export const WIZARD_STEPS: readonly { id: WizardStepId; title: string }[] = [
  { id: 'calcom_auth', title: 'Connect Calendar' },
  { id: 'event_types', title: 'Event Type' },
  { id: 'business_info', title: 'Business Info' },
  { id: 'staff', title: 'Staff' },
  { id: 'services', title: 'Services' },
  { id: 'review', title: 'Review & Launch' },
];

const STEP_FOR_STATUS: Record<ReceptionistState, WizardStepId> = {
  not_started: 'calcom_auth',
  calcom_auth: 'calcom_auth',
  event_types: 'event_types',
  business_info: 'business_info',
  staff: 'staff',
  services: 'services',
  review: 'review',
  provisioning: 'review',
  ready: 'review',
};

/** The step a receptionist status opens on; an unknown or missing status starts at the beginning. */
export function stepForStatus(status: string | null | undefined): WizardStepId {
  return STEP_FOR_STATUS[status as ReceptionistState] ?? 'calcom_auth';
}

/** The step `?edit=` opens once the receptionist is live: a step's id, else business info (what owners change most). */
export function stepToEdit(param: string | null): WizardStepId {
  return WIZARD_STEPS.some(({ id }) => id === param) ? (param as WizardStepId) : 'business_info';
}

export function stepIndex(step: WizardStepId): number {
  return WIZARD_STEPS.findIndex(({ id }) => id === step);
}

export function stepAt(index: number): WizardStepId {
  const clamped = Math.min(WIZARD_STEPS.length - 1, Math.max(0, index));
  return WIZARD_STEPS[clamped]!.id;
}

export const nextStep = (step: WizardStepId): WizardStepId => stepAt(stepIndex(step) + 1);
export const previousStep = (step: WizardStepId): WizardStepId => stepAt(stepIndex(step) - 1);

/** Back is disabled on the first step; Next is hidden on the review step (Launch takes its place). */
export const canGoBack = (step: WizardStepId): boolean => stepIndex(step) > 0;
export const showsNext = (step: WizardStepId): boolean => step !== 'review';

/** What the owner has done so far, as far as the gating of each step is concerned. */
export type WizardFacts = {
  calendarConnected: boolean;
  selectedEventTypeId: string;
  location: string;
  city: string;
  staffCount: number;
  serviceCount: number;
};

export const CHOOSE_EVENT_TYPE = 'Choose an event type to continue.';

/** Why Next is not available yet on `step`, or null when it is. */
export function stepGap(step: WizardStepId, facts: WizardFacts): string | null {
  switch (step) {
    case 'calcom_auth':
      return facts.calendarConnected ? null : 'Connect your booking calendar to continue.';
    case 'event_types':
      return facts.selectedEventTypeId ? null : CHOOSE_EVENT_TYPE;
    case 'business_info':
      if (!facts.location.trim() && !facts.city.trim()) return 'Enter your business location and city to continue.';
      if (!facts.location.trim()) return 'Enter your business location to continue.';
      return facts.city.trim() ? null : 'Enter your city to continue.';
    case 'staff':
      return facts.staffCount > 0 ? null : 'Add at least one staff member to continue.';
    case 'services':
      return facts.serviceCount > 0 ? null : 'Add at least one service to continue.';
    case 'review':
      return null;
  }
}

export const canGoNext = (step: WizardStepId, facts: WizardFacts): boolean => stepGap(step, facts) === null;
