export type AgentStatus = 'not_provisioned' | 'provisioning' | 'webhooks_pending' | 'active' | 'failed';

type Look = { label: string; className: string };

const agentLooks: Record<AgentStatus, Look> = {
  not_provisioned: { label: 'Not provisioned', className: 'border border-border bg-muted text-muted-foreground' },
  provisioning: { label: 'Provisioning', className: 'border border-primary/20 bg-primary-subtle text-primary' },
  webhooks_pending: { label: 'Webhooks pending', className: 'border border-amber-200 bg-amber-50 text-warning' },
  active: { label: 'Active', className: 'border border-green-200 bg-green-50 text-success' },
  failed: { label: 'Failed', className: 'border border-red-200 bg-red-50 text-destructive' },
};

const unknownLook = 'border border-border bg-background text-foreground';

/** Label and colours of an agent status; a value this screen does not know is shown as received. */
export function agentStatusLook(status: string): Look {
  return status in agentLooks ? agentLooks[status as AgentStatus] : { label: status, className: unknownLook };
}

export type Texting = 'own' | 'pending' | 'shared';

const textingLooks: Record<Texting, Look> = {
  own: { label: 'Texts', className: 'border border-green-200 bg-green-50 text-success' },
  pending: { label: 'Texting pending', className: 'border border-amber-200 bg-amber-50 text-warning' },
  shared: { label: 'Calls only', className: 'border border-border bg-muted text-muted-foreground' },
};

/**
 * Whether clients are texted from a receptionist's number: its own (own), not yet because carriers have not
 * approved it (pending: texts go from the shared number) or never (shared: it takes calls only). Null when the
 * server does not know (no number, or an agent event from before it said): the badge is hidden. A value this
 * screen does not know is shown as received.
 */
export function textingLook(texting: string | null): Look | null {
  if (!texting) return null;
  return texting in textingLooks ? textingLooks[texting as Texting] : { label: texting, className: unknownLook };
}

const onboardingLabels: Record<string, string> = {
  google_auth: 'Calendar',
  calcom_auth: 'Calendar',
  event_types: 'Event types',
  business_info: 'Business info',
  staff: 'Staff',
  services: 'Services',
  review: 'Review',
  provisioning: 'Provisioning',
  ready: 'Ready',
};

/** The receptionist onboarding badge's text, or null when the owner has not started (the badge is hidden). */
export function onboardingLabel(status: string): string | null {
  if (!status || status === 'not_started') return null;
  return `Onboarding: ${onboardingLabels[status] ?? status}`;
}

export type TenantAction = 'provision' | 'configure' | 'test-call' | 'retry' | 'wait' | 'none';

/** The one thing an operator can do next with a tenant's agent. */
export function actionFor(tenant: { agentStatus: string; phoneNumber: string | null }): TenantAction {
  switch (tenant.agentStatus) {
    case 'not_provisioned':
      return 'provision';
    case 'webhooks_pending':
      return 'configure';
    case 'active':
      return tenant.phoneNumber ? 'test-call' : 'none';
    case 'failed':
      return 'retry';
    case 'provisioning':
      return 'wait';
    default:
      return 'none';
  }
}
