export type StatusLook = { label: string; className: string };

// Amber and green text keep AA contrast only on the palest tint of themselves.
const tone = {
  neutral: 'border border-border bg-muted text-muted-foreground',
  progress: 'bg-status-scheduled/10 text-status-scheduled',
  warning: 'bg-warning/5 text-warning',
  success: 'bg-success/5 text-success',
  error: 'bg-destructive/10 text-destructive',
} as const;

const AGENT_STATUSES: Record<string, StatusLook> = {
  not_provisioned: { label: 'Not provisioned', className: tone.neutral },
  provisioning: { label: 'Provisioning', className: tone.progress },
  webhooks_pending: { label: 'Webhooks pending', className: tone.warning },
  active: { label: 'Active', className: tone.success },
  failed: { label: 'Failed', className: tone.error },
};

/** An agent status as a badge shows it; one this console does not know shows as received. */
export function agentStatusLook(status: string): StatusLook {
  return AGENT_STATUSES[status] ?? { label: status, className: tone.neutral };
}

const SETUP_STEPS: Record<string, string> = {
  not_started: 'Not started',
  calcom_auth: 'Connecting calendar',
  google_auth: 'Connecting calendar',
  event_types: 'Event types',
  business_info: 'Business info',
  staff: 'Staff',
  services: 'Services',
  review: 'Review',
  provisioning: 'Provisioning',
  ready: 'Ready',
};

/** Where the owner is in the receptionist setup wizard. */
export function receptionistStatusLook(status: string): StatusLook {
  const step = SETUP_STEPS[status] ?? status;
  const className = status === 'ready' ? tone.success : status === 'not_started' ? tone.neutral : tone.progress;
  return { label: `Receptionist: ${step}`, className };
}

export const onboardingLook = (complete: boolean): StatusLook =>
  complete
    ? { label: 'Onboarding complete', className: tone.success }
    : { label: 'Onboarding incomplete', className: tone.warning };

export const calendarLook = (connected: boolean): StatusLook =>
  connected
    ? { label: 'Calendar connected', className: tone.success }
    : { label: 'Calendar not connected', className: tone.neutral };

/** The spec's words: Webhooks OK or Webhooks Pending. */
export const webhooksLook = (configured: boolean): StatusLook =>
  configured ? { label: 'Webhooks OK', className: tone.success } : { label: 'Webhooks Pending', className: tone.warning };

const INTEGRATION_STATUSES: Record<string, StatusLook> = {
  configured: { label: 'Configured', className: tone.success },
  not_configured: { label: 'Not Configured', className: tone.warning },
  // The service that owns the integration did not answer admin's question: its state is not known.
  no_answer: { label: 'Service Not Answering', className: tone.neutral },
};

/** The spec's words: Configured or Not Configured; or that the owning service did not answer. */
export const integrationLook = (status: string): StatusLook =>
  INTEGRATION_STATUSES[status] ?? INTEGRATION_STATUSES.not_configured;
