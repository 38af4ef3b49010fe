import type { ApiRoute } from '@ringbook/web-shared/api/routes.ts';
import { apiServer, type ApiCall, type Refusal, type RouteAnswer } from '@ringbook/web-shared/testing/api-server.ts';
import { storeAdminToken } from '../lib/admin-token';
import type { AgentRecord } from '../features/console/api/get-agents';
import type { AuditLogEntry } from '../features/console/api/get-audit-logs';
import type { Client } from '../features/console/api/get-clients';
import type { Integration } from '../features/console/api/get-integrations';
import type { Overview } from '../features/console/api/get-overview';
import type { PhoneNumberRecord } from '../features/console/api/get-phone-numbers';

export const ADMIN_TOKEN = 'test-operator-token';

/** The route and its chunks load lazily; under a busy machine the first paint can take a while. */
export const FIRST_PAINT = { timeout: 5000 };

/** Starts the test signed in, as if the operator had entered the token earlier in this tab. */
export function signIn(token = ADMIN_TOKEN) {
  storeAdminToken(token);
}

export function client(change: Partial<Client> = {}): Client {
  const salon: Omit<Client, 'locations'> = {
    tenantId: 't-glow',
    name: 'Glow Studio',
    ownerEmail: 'maria@glow.example',
    agentStatus: 'active',
    receptionistStatus: 'ready',
    phoneNumber: '+18005550123',
    formattedPhoneNumber: '(800) 555-0123',
    phoneNumberTexting: null,
    agentId: 'agent_glow_1',
    calcomConnected: true,
    location: '12 Main St',
    city: 'Springfield',
    servicesCount: 4,
    staffCount: 3,
    operatingHours: { start: '09:00', end: '18:00', timezone: 'America/New_York' },
    onboardingComplete: true,
    createdAt: '2030-03-01T10:00:00+00:00',
    texting: { dailyLimit: 100, perNumberLimit: 3, operatorLimit: null, withheld: 0, lastWithheldAt: null },
    planLocations: 1,
    error: null,
    provisionedAt: null,
    setupUpdatedAt: null,
    understanding: null,
    voice: null,
    voiceEngine: null,
    webhooksConfigured: false,
    ...change,
  };
  return { ...salon, locations: change.locations ?? [firstLocation(salon)] };
}

/** The salon's first location, as the admin service answers it (the tenant's id, named as the salon). */
function firstLocation(salon: Omit<Client, 'locations'>): Client['locations'][number] {
  return {
    locationId: salon.tenantId,
    name: salon.name,
    address: [salon.location, salon.city].filter(Boolean).join(', '),
    position: 0,
    phoneNumber: salon.phoneNumber,
    formattedPhoneNumber: salon.formattedPhoneNumber,
    texting: salon.phoneNumberTexting,
    agentId: salon.agentId,
    agentStatus: salon.agentStatus,
    receptionistStatus: salon.receptionistStatus,
    voiceEngine: salon.voiceEngine,
    understanding: salon.understanding,
    error: salon.error,
  };
}

/** Glow Studio with a second location, Oak Street, and its own receptionist's number. */
export const twoLocations = (): Client => {
  const glow = client();
  return client({
    planLocations: 2,
    locations: [
      ...glow.locations,
      {
        locationId: 'l-oak',
        name: 'Oak Street',
        address: '48 Oak Street, Springfield',
        position: 1,
        phoneNumber: '+18005550456',
        formattedPhoneNumber: '(800) 555-0456',
        texting: null,
        agentId: 'agent_glow_oak',
        agentStatus: 'webhooks_pending',
        receptionistStatus: 'provisioning',
        voiceEngine: null,
        understanding: null,
        error: null,
      },
    ],
  });
};

export const clients: Client[] = [
  client(),
  client({
    tenantId: 't-bloom',
    name: 'Bloom Barbers',
    ownerEmail: 'sam@bloom.example',
    agentStatus: 'not_provisioned',
    receptionistStatus: 'business_info',
    phoneNumber: null,
    formattedPhoneNumber: null,
    agentId: null,
    calcomConnected: false,
    location: '',
    city: '',
    servicesCount: 0,
    staffCount: 0,
    operatingHours: { start: null, end: null, timezone: null },
    onboardingComplete: false,
  }),
];

export const overview: Overview = {
  kpis: {
    totalClients: 1234,
    newClientsThisMonth: 56,
    phoneNumbersProvisioned: 789,
    activeAgents: 701,
    totalBookingsThisMonth: 4321,
  },
  alerts: [
    { type: 'error', kind: 'provisioning_failed', count: 1, message: 'Agent provisioning failed: Bloom Barbers' },
    { type: 'warning', kind: 'integration_not_configured', count: 1, message: 'SMS is not configured' },
    { type: 'info', kind: 'note', count: 1, message: 'Nightly rebuild finished' },
  ],
  recentActivity: [
    {
      action: 'admin.provision_agent',
      summary: "Operator dev launched Glow Studio's receptionist.",
      details: 'operator=dev, outcome=ok',
      timestamp: '2030-03-14T15:30:00+00:00',
      tenantId: 't-glow',
      tenantName: 'Glow Studio',
    },
  ],
};

export const phoneNumbers: PhoneNumberRecord[] = [
  {
    tenantId: 't-glow',
    tenantName: 'Glow Studio',
    locationId: 't-glow',
    locationName: null,
    phoneNumber: '+18005550123',
    formattedPhoneNumber: '(800) 555-0123',
    texting: 'own',
    status: 'active',
    webhooksConfigured: true,
  },
  {
    tenantId: 't-shine',
    tenantName: 'Shine Nails',
    locationId: 't-shine',
    locationName: null,
    phoneNumber: '+18005550199',
    formattedPhoneNumber: '(800) 555-0199',
    texting: 'pending',
    status: 'webhooks_pending',
    webhooksConfigured: false,
  },
];

export const agents: AgentRecord[] = [
  {
    tenantId: 't-glow',
    tenantName: 'Glow Studio',
    locationId: 't-glow',
    locationName: null,
    agentId: 'agent_glow_1',
    status: 'active',
    phoneNumber: '+18005550123',
    formattedPhoneNumber: '(800) 555-0123',
    texting: 'own',
    voice: 'female',
    provisionedAt: '2030-03-02T12:00:00+00:00',
    error: null,
    voiceEngine: 'ringbook',
    understanding: 'built_in',
  },
  {
    tenantId: 't-fade',
    tenantName: 'Fade Room',
    locationId: 't-fade',
    locationName: null,
    agentId: null,
    status: 'failed',
    phoneNumber: null,
    formattedPhoneNumber: null,
    texting: null,
    voice: null,
    provisionedAt: null,
    error: 'Voice provider unavailable',
    voiceEngine: null,
    understanding: null,
  },
];

export const auditLogs: AuditLogEntry[] = [
  {
    id: 2,
    action: 'admin.provision_agent',
    summary: "Operator dev launched Glow Studio's receptionist.",
    details: 'operator=dev, outcome=ok',
    tenantId: 't-glow',
    tenantName: 'Glow Studio',
    timestamp: '2030-03-14T15:30:00+00:00',
  },
  {
    id: 1,
    action: 'tenants.tenant_created',
    summary: 'Glow Studio signed up.',
    details: 'timezone=America/New_York',
    tenantId: 't-glow',
    tenantName: 'Glow Studio',
    timestamp: '2030-03-01T10:00:00+00:00',
  },
  {
    id: 0,
    action: 'tenants.tenant_created',
    summary: 'Bloom Barbers signed up.',
    details: 'timezone=America/New_York',
    tenantId: 't-bloom',
    tenantName: 'Bloom Barbers',
    timestamp: '2030-02-20T09:00:00+00:00',
  },
];

export const integrations: Integration[] = [
  {
    key: 'voice_provider',
    name: 'Voice provider',
    status: 'configured',
    detail: 'local',
    lastChecked: '2030-03-14T15:00:00+00:00',
  },
  { key: 'sms', name: 'SMS', status: 'not_configured', detail: 'console', lastChecked: '2030-03-14T15:00:00+00:00' },
];

/** A paged list's answer: the rows as a bare array, the total in `x-total-count`. */
export function paged<T>(items: T[], total = items.length) {
  return { body: items, headers: { 'x-total-count': String(total) } };
}

/** Answers an endpoint; undefined answers as the admin service usually does. */
type Handler<R extends ApiRoute> = (params: URLSearchParams) => RouteAnswer<R> | undefined;

export type AdminEndpoints = {
  overview: Handler<'GET /api/admin/overview'>;
  clients: Handler<'GET /api/admin/clients'>;
  phoneNumbers: Handler<'GET /api/admin/phone-numbers'>;
  agents: Handler<'GET /api/admin/agents'>;
  auditLogs: Handler<'GET /api/admin/audit-logs'>;
  integrations: Handler<'GET /api/admin/integrations'>;
};

const digits = (text: string) => text.replace(/\D/g, '');

/** Like the admin service: name or e-mail containing the text, or a phone number containing its digits; or a
 * location's name, address or number. */
export const matching = (search: string | null) => (row: Client) => {
  if (!search) return true;
  const words = [row.name, row.ownerEmail, ...row.locations.flatMap((place) => [place.name, place.address])];
  if (words.some((word) => word.toLowerCase().includes(search.toLowerCase()))) return true;
  const numbers = [row.phoneNumber, ...row.locations.map((place) => place.phoneNumber)];
  return digits(search).length >= 3 && numbers.some((number) => digits(number ?? '').includes(digits(search)));
};

const DEFAULTS: AdminEndpoints = {
  overview: () => ({ body: overview }),
  clients: (params) => paged(clients.filter(matching(params.get('search')))),
  phoneNumbers: () => paged(phoneNumbers),
  agents: () => paged(agents),
  auditLogs: (params) =>
    paged(auditLogs.filter((entry) => !params.get('tenantId') || entry.tenantId === params.get('tenantId'))),
  integrations: () => ({ body: integrations }),
};

const ADMIN_ROUTES = [
  'GET /api/admin/overview',
  'GET /api/admin/clients',
  'GET /api/admin/phone-numbers',
  'GET /api/admin/agents',
  'GET /api/admin/audit-logs',
  'GET /api/admin/integrations',
] as const;

let tokens: (string | null)[] = [];

/** Notes the operator's token a request carried, and passes it on to the route's answer. */
const keepToken = ({ headers }: { headers: Headers }) => {
  tokens.push(headers.get('x-admin-token'));
  return undefined;
};

/** The x-admin-token each request to the admin service's lists carried, in order. */
export const sentTokens = () => tokens;

/** The admin service as the console sees it; pass the endpoints a test answers differently. Returns the requests
 * it answered. */
export function adminServer(overrides: Partial<AdminEndpoints> = {}) {
  tokens = [];
  apiServer({
    'GET /api/admin/overview': ({ url }) => overrides.overview?.(url.searchParams) ?? DEFAULTS.overview(url.searchParams),
    'GET /api/admin/clients': ({ url }) => overrides.clients?.(url.searchParams) ?? DEFAULTS.clients(url.searchParams),
    'GET /api/admin/phone-numbers': ({ url }) =>
      overrides.phoneNumbers?.(url.searchParams) ?? DEFAULTS.phoneNumbers(url.searchParams),
    'GET /api/admin/agents': ({ url }) => overrides.agents?.(url.searchParams) ?? DEFAULTS.agents(url.searchParams),
    'GET /api/admin/audit-logs': ({ url }) =>
      overrides.auditLogs?.(url.searchParams) ?? DEFAULTS.auditLogs(url.searchParams),
    'GET /api/admin/integrations': ({ url }) =>
      overrides.integrations?.(url.searchParams) ?? DEFAULTS.integrations(url.searchParams),
  });
  // Registered last, so it sees each request first.
  return apiServer(Object.fromEntries(ADMIN_ROUTES.map((route) => [route, keepToken])));
}

/** The query of every request made to `path`, in order. */
export function requestsTo(calls: ApiCall[], path: string): URLSearchParams[] {
  return calls
    .map(({ url }) => new URL(url, 'http://ops.test'))
    .filter(({ pathname }) => pathname === path)
    .map(({ searchParams }) => searchParams);
}

export const failing =
  (status: Refusal['status'] = 500, error = 'Database unavailable') =>
  (): Refusal => ({ status, body: { error } });
