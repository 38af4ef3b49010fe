import { toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminFetch } from '../../../lib/admin-api';
import { ProvisioningFailed, failureText, isAuthError } from '../utils/errors';
import { writeAgentIntoTenants } from '../utils/tenant-agent';
import { getTenantAgent, type TenantAgent } from './get-tenant-agent';
import { atLocation, type Receptionist } from '../utils/receptionists';

/** How often the agent is asked again while the provisioning saga runs (the portal's wizard polls as often). */
export const POLL_MS = 2000;

export const provisionAgentUrl = (tenantId: string, locationId: string | null = null) =>
  atLocation(`/api/admin/provision-agent/${encodeURIComponent(tenantId)}`, locationId);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the saga, then polls the agent until it leaves `provisioning`; each answer goes to `onProgress`. */
export async function provisionAndWait(
  { tenantId, locationId }: Pick<Receptionist, 'tenantId' | 'locationId'>,
  onProgress: (agent: TenantAgent) => void,
  pollMs = POLL_MS,
): Promise<TenantAgent> {
  const url = provisionAgentUrl(tenantId, locationId);
  let agent = (await (await adminFetch(url, { method: 'POST' })).json()) as TenantAgent;
  while (agent.agentStatus === 'provisioning') {
    onProgress(agent);
    await pause(pollMs);
    agent = await getTenantAgent(tenantId, locationId);
  }
  if (agent.agentStatus === 'failed') throw new ProvisioningFailed(agent);
  return agent;
}

/** Provision AI and Retry, of a salon's or one location's receptionist: the overlay shows while it runs,
 * `progress` is the saga's latest answer. */
export function useProvisionAgent({ onProvisioned }: { onProvisioned: (receptionist: Receptionist) => void }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TenantAgent | null>(null);
  const mutation = useMutation({
    mutationFn: (receptionist: Receptionist) => provisionAndWait(receptionist, setProgress),
    onMutate: () => setProgress(null),
    onSuccess: (agent, receptionist) => {
      writeAgentIntoTenants(queryClient, agent);
      toast({ title: 'Agent provisioned successfully!', description: 'Please configure webhooks to complete setup.' });
      onProvisioned(receptionist);
    },
    onError: (error) => {
      if (isAuthError(error)) return;
      if (error instanceof ProvisioningFailed) writeAgentIntoTenants(queryClient, error.agent);
      toast({ title: 'Provisioning failed', description: failureText(error), variant: 'destructive' });
    },
  });
  return { ...mutation, progress };
}
