import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@ringbook/web-shared';
import type { ApiRoute } from '@ringbook/web-shared/api/routes.ts';
import {
  apiServer,
  type ApiCall,
  type RouteAnswer,
  type RouteHandlers,
} from '@ringbook/web-shared/testing/api-server.ts';
import { vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/admin-token';
import type { TenantAgent } from '../api/get-tenant-agent';
import type { Tenant } from '../api/get-tenants';
import type { WebhookFunction } from '../api/get-webhook-config';
import { client } from '../../../testing/admin-server';
import { renderRoute } from '../../../testing/render-route';

export function tenant(overrides: Partial<Tenant> = {}): Tenant {
  return client({
    tenantId: 't-1',
    name: 'Salon Uno',
    ownerEmail: 'maria@salon.example',
    agentStatus: 'not_provisioned',
    receptionistStatus: 'review',
    phoneNumber: null,
    formattedPhoneNumber: null,
    agentId: null,
    voiceEngine: null,
    understanding: null,
    webhooksConfigured: false,
    provisionedAt: null,
    error: null,
    ...overrides,
  });
}

export function agent(overrides: Partial<TenantAgent> = {}): TenantAgent {
  const tenantId = overrides.tenantId ?? 't-1';
  return {
    tenantId,
    locationId: tenantId,
    agentStatus: 'provisioning',
    agentId: null,
    phoneNumber: null,
    formattedPhoneNumber: null,
    voice: null,
    webhooksConfigured: false,
    provisioningStep: 'create_llm',
    provisioningError: null,
    provisionedAt: null,
    voiceEngine: 'ringbook',
    understanding: 'built_in',
    ...overrides,
  };
}

export const provisioned = (overrides: Partial<TenantAgent> = {}) =>
  agent({
    agentStatus: 'webhooks_pending',
    agentId: 'agent_local_abc123',
    phoneNumber: '+18005550100',
    formattedPhoneNumber: '(800) 555-0100',
    voice: 'male',
    provisioningStep: 'done',
    provisionedAt: '2025-05-01T10:00:00+00:00',
    ...overrides,
  });

export const FUNCTION_NAMES = [
  'get_business_info',
  'check_availability',
  'book_appointment',
  'reschedule_appointment',
  'cancel_appointment',
  'request_callback',
  'join_waitlist',
];

export const functions: WebhookFunction[] = FUNCTION_NAMES.map((name) => ({
  name,
  description: `Does ${name.replaceAll('_', ' ')}`,
  url: `https://ringbook.example/api/receptionist/functions/${name}`,
  method: 'POST',
  parameters: { type: 'object', properties: { tenantId: { type: 'string' } }, required: ['tenantId'] },
}));

export const webhookConfig = {
  agentId: 'agent_local_abc123',
  locationId: 't-1',
  dashboardUrl: 'https://dashboard.retellai.com/agents/agent_local_abc123',
  functions,
};

/**
 * The admin API around a list of tenants; `routes` answer over it. The tenant list answers with the
 * `x-total-count` header, like the server; an agent being provisioned stays at its first step. Returns the
 * requests it answered.
 */
export function adminServer(tenants: Tenant[], routes: RouteHandlers = {}, total = tenants.length) {
  apiServer({
    'GET /api/admin/tenants': () => ({ body: tenants, headers: { 'x-total-count': String(total) } }),
    'GET /api/admin/tenants/{tenantId}/agent': ({ params }) => ({ body: agent({ tenantId: params.tenantId }) }),
  });
  return apiServer(routes);
}

/** Answers from `answers` in turn, repeating the last one. */
export function inTurn<R extends ApiRoute>(...answers: RouteAnswer<R>[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)];
}

export function signIn(token = 'dev-token') {
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function resetSession() {
  window.sessionStorage.clear();
  useToasts.setState({ toasts: [] });
}

/** Signed in, with `calls` the requests of the server the test set up; waits for the screen's heading. */
export async function openProvisioning(calls: ApiCall[], path = '/superadmin') {
  signIn();
  const user = userEvent.setup();
  // user-event installs a clipboard of its own; this one records what was written.
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
  const router = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'AI Agent Provisioning' });
  return { calls, user, writeText, router };
}

export const callsTo = (calls: ApiCall[], path: string, method = 'GET') =>
  calls.filter((call) => call.url.split('?')[0] === path && call.method === method);
