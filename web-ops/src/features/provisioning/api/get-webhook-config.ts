import { useQuery } from '@tanstack/react-query';
import { adminJson } from '../../../lib/admin-api';
import { atLocation } from '../utils/receptionists';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** A custom function to enter in the voice provider's dashboard; its `parameters` (JSON Schema of the
 * arguments) are what the copy button copies. */
export type WebhookFunction = WebhookConfig['functions'][number];

/** The agent's functions, and its page in the voice provider's dashboard (empty when the provider has none). */
export type WebhookConfig = ApiAnswer<'GET /api/admin/webhook-config/{tenantId}'>;

/** The voice provider's dashboard needs exactly this many custom functions. */
export const WEBHOOK_FUNCTION_COUNT = 7;

export const webhookConfigUrl = (tenantId: string, locationId: string | null = null) =>
  atLocation(`/api/admin/webhook-config/${encodeURIComponent(tenantId)}`, locationId);

/** The webhooks of the salon's only location (`locationId` null), or of that location; none without a tenant. */
export function useWebhookConfig(tenantId: string | null, locationId: string | null) {
  return useQuery({
    queryKey: ['admin', 'webhook-config', tenantId, locationId],
    queryFn: ({ signal }) => adminJson<WebhookConfig>(webhookConfigUrl(tenantId ?? '', locationId), signal),
    enabled: tenantId !== null,
  });
}
