import { toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/admin-api';
import { failureText, isAuthError } from '../utils/errors';
import { voiceEngineLabel, understandingLabel } from '../utils/engine';
import { writeAgentIntoTenants } from '../utils/tenant-agent';
import { atLocation } from '../utils/receptionists';
import type { TenantAgent } from './get-tenant-agent';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

/** Either setting alone, or both: what is left out stays as it is. */
export type EngineChoice = ApiBody<'PATCH /api/admin/tenants/{tenantId}/agent/engine'>;

export const chooseEngineUrl = (tenantId: string, locationId: string | null = null) =>
  atLocation(`/api/admin/tenants/${encodeURIComponent(tenantId)}/agent/engine`, locationId);

/** A provisioned agent is switched at the voice provider before the answer comes back. */
export async function chooseEngine(
  tenantId: string,
  locationId: string | null,
  choice: EngineChoice,
): Promise<TenantAgent> {
  const response = await adminFetch(chooseEngineUrl(tenantId, locationId), { method: 'PATCH', body: choice });
  return (await response.json()) as TenantAgent;
}

function changed(choice: EngineChoice): string {
  if (choice.voiceEngine) return `Engine: ${voiceEngineLabel(choice.voiceEngine)}`;
  return `Understanding: ${understandingLabel(choice.understanding)}`;
}

/** Engine and Understanding of a salon's (or one location's) receptionist: the answer is written into every
 * cached page showing it. */
export function useChooseEngine(tenantId: string, locationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: EngineChoice) => chooseEngine(tenantId, locationId, choice),
    onSuccess: (agent, choice) => {
      writeAgentIntoTenants(queryClient, agent);
      toast({ title: 'Agent settings saved', description: changed(choice) });
    },
    onError: (error) => {
      if (isAuthError(error)) return;
      toast({ title: 'The setting was not changed', description: failureText(error), variant: 'destructive' });
    },
  });
}
