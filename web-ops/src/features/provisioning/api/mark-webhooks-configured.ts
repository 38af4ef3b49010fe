import { toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/admin-api';
import { failureText, isAuthError } from '../utils/errors';
import { writeAgentIntoTenants } from '../utils/tenant-agent';
import { atLocation, type Receptionist } from '../utils/receptionists';
import type { TenantAgent } from './get-tenant-agent';

export const markWebhooksUrl = (tenantId: string, locationId: string | null = null) =>
  atLocation(`/api/admin/tenants/${encodeURIComponent(tenantId)}/webhooks`, locationId);

export async function markWebhooksConfigured({
  tenantId,
  locationId,
}: Pick<Receptionist, 'tenantId' | 'locationId'>): Promise<TenantAgent> {
  const url = markWebhooksUrl(tenantId, locationId);
  const response = await adminFetch(url, { method: 'PATCH', body: { configured: true } });
  return (await response.json()) as TenantAgent;
}

/** The server self-tests the seven functions first, so this can take a while and fail with the reason. */
export function useMarkWebhooksConfigured({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWebhooksConfigured,
    onSuccess: (agent) => {
      writeAgentIntoTenants(queryClient, agent);
      toast({ title: 'Agent activated!', description: 'The AI receptionist is now active and ready to take calls.' });
      onSuccess();
    },
    onError: (error) => {
      if (isAuthError(error)) return;
      toast({
        title: 'Failed to mark webhooks configured',
        description: failureText(error),
        variant: 'destructive',
      });
    },
  });
}
