import { ApiError, toast } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch, isAdminAuthError } from '../../../lib/admin-api';
import { adminKeys } from './admin-keys';
import type { Client } from './get-clients';
import type { ApiBody, ApiPath } from '@ringbook/web-shared/api/routes.ts';

export const MAX_DAILY_TEXT_LIMIT = 100_000;

type TextLimitRoute = 'PUT /api/admin/tenants/{tenantId}/text-limit';

/** A salon and the texts it may send a day. */
export type TextLimitChange = ApiPath<TextLimitRoute> & ApiBody<TextLimitRoute>;

export const textLimitUrl = (tenantId: string) => `/api/admin/tenants/${encodeURIComponent(tenantId)}/text-limit`;

export async function setTextLimit({ tenantId, dailyLimit }: TextLimitChange): Promise<Client> {
  const body: ApiBody<TextLimitRoute> = { dailyLimit };
  const response = await adminFetch(textLimitUrl(tenantId), { method: 'PUT', body });
  return (await response.json()) as Client;
}

/** Sets a salon's daily text limit (audited by the server); every list showing the salon is refreshed. */
export function useSetTextLimit({ onSaved }: { onSaved: (client: Client) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTextLimit,
    onSuccess: (client) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast({ title: 'Text limit saved', description: `${client.name.trim() || 'The salon'} may now send ${client.texting.dailyLimit.toLocaleString('en-US')} texts a day.` });
      onSaved(client);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || isAdminAuthError(error)) return;
      toast({ title: 'Could not save the text limit', description: error.message, variant: 'destructive' });
    },
  });
}
