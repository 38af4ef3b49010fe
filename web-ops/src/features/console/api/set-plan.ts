import { ApiError, toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch, isAdminAuthError } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import type { Client } from './get-clients';
import type { ApiBody, ApiPath } from '@ringbook/web-shared/api/routes.ts';

export const MAX_PLAN_LOCATIONS = 50;

type PlanRoute = 'PUT /api/admin/tenants/{tenantId}/plan';

/** A salon and the number of locations its plan allows. */
export type PlanChange = ApiPath<PlanRoute> & ApiBody<PlanRoute>;

export const planUrl = (tenantId: string) => `/api/admin/tenants/${encodeURIComponent(tenantId)}/plan`;

export const locationsInWords = (count: number) => `${count} location${count === 1 ? '' : 's'}`;

export async function setPlan({ tenantId, locations }: PlanChange): Promise<Client> {
  const body: ApiBody<PlanRoute> = { locations };
  const response = await adminFetch(planUrl(tenantId), { method: 'PUT', body });
  return (await response.json()) as Client;
}

/** Sets how many locations a salon's plan allows (audited by the server); every list showing the salon is
 * refreshed. */
export function useSetPlan({ onSaved }: { onSaved: (client: Client) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlan,
    onSuccess: (client) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast({
        title: 'Plan saved',
        description: `${client.name.trim() || 'The salon'} can now have ${locationsInWords(client.planLocations)}.`,
      });
      onSaved(client);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || isAdminAuthError(error)) return;
      toast({ title: 'Could not save the plan', description: error.message, variant: 'destructive' });
    },
  });
}
