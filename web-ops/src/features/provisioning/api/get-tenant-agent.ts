import { adminJson } from '../../../lib/admin-api';

/** The agent's fields of a tenant, as the provisioning calls answer them. */
export type TenantAgent = {
  tenantId: string;
  agentStatus: string;
  agentId: string | null;
  phoneNumber: string | null;
  formattedPhoneNumber: string | null;
  voice: string | null;
  webhooksConfigured: boolean;
  /** The saga's current step while provisioning: create_llm, create_agent, buy_number, bind_number, done. */
  provisioningStep: string | null;
  provisioningError: string | null;
  provisionedAt: string | null;
  /** ringbook (our engine over Retell's custom-LLM socket) or hosted (Retell's LLM reading our prompt). */
  voiceEngine: string;
  /** What our engine reads the caller's turns with: built_in or llm. */
  understanding: string;
};

export const tenantAgentUrl = (tenantId: string) => `/api/admin/tenants/${encodeURIComponent(tenantId)}/agent`;

export const getTenantAgent = (tenantId: string, signal?: AbortSignal) =>
  adminJson<TenantAgent>(tenantAgentUrl(tenantId), signal);
