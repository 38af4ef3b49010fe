/** What the overlay lists, in order; each covers the saga steps named in `sagaSteps`. */
export const PROVISIONING_STEPS = [
  {
    label: 'Creating a custom language-model agent with the business prompt',
    sagaSteps: ['create_llm', 'create_agent'],
  },
  { label: 'Provisioning a toll-free phone number', sagaSteps: ['buy_number'] },
  { label: 'Linking the number to the agent', sagaSteps: ['bind_number', 'release_number'] },
] as const;

export type StepState = 'done' | 'current' | 'pending';

/** Where the saga is, as an index into PROVISIONING_STEPS; before the first answer it is the first step. */
export function currentStepIndex(sagaStep: string | null | undefined): number {
  if (sagaStep === 'done') return PROVISIONING_STEPS.length;
  const index = PROVISIONING_STEPS.findIndex((step) => (step.sagaSteps as readonly string[]).includes(sagaStep ?? ''));
  return index === -1 ? 0 : index;
}

export function stepState(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'pending';
}
