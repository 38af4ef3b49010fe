import { adminJson } from '../../../lib/admin-api';
import { atLocation } from '../utils/receptionists';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

type AgentAnswer = ApiAnswer<'GET /api/admin/tenants/{tenantId}/agent'>;

/** The agent's fields of a tenant, as the provisioning calls answer them: the saga's step while provisioning,
 * the engine (ringbook, our engine over Retell's custom-LLM socket, or hosted, Retell's LLM reading our prompt)
 * and what it reads the caller's turns with (built_in or llm). The answer always holds the engine and the
 * understanding (the server fills in their defaults), which its document marks optional. */
export type TenantAgent = AgentAnswer & Required<Pick<AgentAnswer, 'voiceEngine' | 'understanding'>>;

export const tenantAgentUrl = (tenantId: string, locationId: string | null = null) =>
  atLocation(`/api/admin/tenants/${encodeURIComponent(tenantId)}/agent`, locationId);

/** The agent of the salon's only location (`locationId` null), or of that location. */
export const getTenantAgent = (tenantId: string, locationId: string | null, signal?: AbortSignal) =>
  adminJson<TenantAgent>(tenantAgentUrl(tenantId, locationId), signal);
