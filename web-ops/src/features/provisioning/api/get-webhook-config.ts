import { useQuery } from '@tanstack/react-query';
import { adminJson } from '../../../lib/admin-api';

export type WebhookFunction = {
  name: string;
  description: string;
  url: string;
  method: string;
  /** JSON Schema of the function's arguments: what the copy button copies. */
  parameters: Record<string, unknown>;
};

export type WebhookConfig = {
  agentId: string;
  /** The agent's page in the voice provider's dashboard; empty when the provider has none. */
  dashboardUrl: string;
  functions: WebhookFunction[];
};

/** The voice provider's dashboard needs exactly this many custom functions. */
export const WEBHOOK_FUNCTION_COUNT = 6;

export const webhookConfigUrl = (tenantId: string) => `/api/admin/webhook-config/${encodeURIComponent(tenantId)}`;

export function useWebhookConfig(tenantId: string | null) {
  return useQuery({
    queryKey: ['admin', 'webhook-config', tenantId],
    queryFn: ({ signal }) => adminJson<WebhookConfig>(webhookConfigUrl(tenantId ?? ''), signal),
    enabled: tenantId !== null,
  });
}
