import { ApiError } from '@ringbook/web-shared';
import { isAdminAuthError } from '../../../lib/admin-api';
import type { TenantAgent } from '../api/get-tenant-agent';

/** The provisioning saga ended in `failed`; `agent` carries the reason for the tenant's card. */
export class ProvisioningFailed extends Error {
  constructor(readonly agent: TenantAgent) {
    super(agent.provisioningError ?? '');
    this.name = 'ProvisioningFailed';
  }
}

/** A refused token: the login card already says so, nothing else should. */
export const isAuthError = isAdminAuthError;

/** The server's reason, when the failure came with one; a network error has none worth showing. */
export function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? undefined;
  if (error instanceof ProvisioningFailed) return error.message || undefined;
  return undefined;
}
