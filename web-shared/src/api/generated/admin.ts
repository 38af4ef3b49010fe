// Generated from api/openapi/admin.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * Agent
 */
export type Agent = {
    /**
     * Agentid
     */
    agentId: string | null;
    /**
     * Error
     */
    error: string | null;
    /**
     * Formattedphonenumber
     */
    formattedPhoneNumber: string | null;
    /**
     * Locationid
     */
    locationId: string;
    /**
     * Locationname
     *
     * The location's name when its salon has several locations (null for a salon with one)
     */
    locationName: string | null;
    /**
     * Phonenumber
     */
    phoneNumber: string | null;
    /**
     * Provisionedat
     */
    provisionedAt: string | null;
    /**
     * Status
     */
    status: string;
    /**
     * Tenantid
     */
    tenantId: string;
    /**
     * Tenantname
     */
    tenantName: string;
    /**
     * Texting
     *
     * own: clients are texted from the number; pending: carriers have not approved it for texting yet, texts go from the shared number; shared: it takes calls only; null: no number or not known yet
     */
    texting: string | null;
    /**
     * Understanding
     */
    understanding: string | null;
    /**
     * Voice
     */
    voice: string | null;
    /**
     * Voiceengine
     */
    voiceEngine: string | null;
};

/**
 * Alert
 */
export type Alert = {
    /**
     * Count
     */
    count: number;
    /**
     * Kind
     */
    kind: string;
    /**
     * Message
     */
    message: string;
    /**
     * Type
     */
    type: 'error' | 'warning' | 'info';
};

/**
 * AuditLogEntry
 */
export type AuditLogEntry = {
    /**
     * Action
     *
     * The event type, e.g. tenants.tenant_created
     */
    action: string;
    /**
     * Details
     *
     * Its facts as `key=value`
     */
    details: string;
    /**
     * Id
     */
    id: number;
    /**
     * Summary
     *
     * The entry as a sentence: who did what to which salon
     */
    summary: string;
    /**
     * Tenantid
     */
    tenantId: string | null;
    /**
     * Tenantname
     */
    tenantName: string | null;
    /**
     * Timestamp
     */
    timestamp: string;
};

/**
 * EngineUpdate
 *
 * The salon's voice engine and understanding; a field left out stays as it is.
 */
export type EngineUpdate = {
    /**
     * Understanding
     */
    understanding?: 'built_in' | 'llm' | null;
    /**
     * Voiceengine
     */
    voiceEngine?: 'ringbook' | 'hosted' | null;
};

/**
 * ErrorBody
 *
 * What every refusal answers: a readable message, and for invalid input each field's message.
 */
export type ErrorBody = {
    /**
     * Error
     */
    error: string;
    /**
     * Fields
     */
    fields?: {
        [key: string]: string;
    } | null;
};

/**
 * Integration
 */
export type Integration = {
    /**
     * Detail
     */
    detail: string;
    /**
     * Key
     *
     * voice_provider, calcom, google, sms or email
     */
    key: string;
    /**
     * Lastchecked
     */
    lastChecked: string;
    /**
     * Name
     */
    name: string;
    /**
     * Status
     *
     * no_answer: its service did not answer
     */
    status: 'configured' | 'not_configured' | 'no_answer';
};

export type Json = string | number | number | boolean | Array<Json> | {
    [key: string]: Json;
} | null;

/**
 * Kpis
 */
export type Kpis = {
    /**
     * Activeagents
     */
    activeAgents: number;
    /**
     * Newclientsthismonth
     */
    newClientsThisMonth: number;
    /**
     * Phonenumbersprovisioned
     */
    phoneNumbersProvisioned: number;
    /**
     * Totalbookingsthismonth
     *
     * Made this month (UTC) and not cancelled
     */
    totalBookingsThisMonth: number;
    /**
     * Totalclients
     */
    totalClients: number;
};

/**
 * LocationRecord
 */
export type LocationRecord = {
    /**
     * Address
     */
    address: string;
    /**
     * Agentid
     */
    agentId: string | null;
    /**
     * Agentstatus
     *
     * not_provisioned, provisioning, webhooks_pending, active or failed
     */
    agentStatus: string;
    /**
     * Error
     *
     * Why its receptionist's provisioning failed, when it did
     */
    error: string | null;
    /**
     * Formattedphonenumber
     */
    formattedPhoneNumber: string | null;
    /**
     * Locationid
     *
     * The first location's id is the tenant's
     */
    locationId: string;
    /**
     * Name
     */
    name: string;
    /**
     * Phonenumber
     *
     * Its receptionist's number
     */
    phoneNumber: string | null;
    /**
     * Position
     *
     * The owner's order; the first location is 0
     */
    position: number;
    /**
     * Receptioniststatus
     *
     * Its receptionist's setup step (ready when done)
     */
    receptionistStatus: string;
    /**
     * Texting
     *
     * own: clients are texted from the number; pending: carriers have not approved it for texting yet, texts go from the shared number; shared: it takes calls only; null: no number or not known yet
     */
    texting: string | null;
    /**
     * Understanding
     *
     * built_in or llm
     */
    understanding: string | null;
    /**
     * Voiceengine
     *
     * ringbook or hosted
     */
    voiceEngine: string | null;
};

/**
 * OperatingHours
 */
export type OperatingHours = {
    /**
     * End
     *
     * Closing time (HH:MM)
     */
    end: string | null;
    /**
     * Start
     *
     * Opening time (HH:MM)
     */
    start: string | null;
    /**
     * Timezone
     */
    timezone: string | null;
};

/**
 * Overview
 */
export type Overview = {
    /**
     * Alerts
     */
    alerts: Array<Alert>;
    kpis: Kpis;
    /**
     * Recentactivity
     */
    recentActivity: Array<RecentActivity>;
};

/**
 * PhoneNumber
 */
export type PhoneNumber = {
    /**
     * Formattedphonenumber
     */
    formattedPhoneNumber: string;
    /**
     * Locationid
     */
    locationId: string;
    /**
     * Locationname
     *
     * The location's name when its salon has several locations (null for a salon with one)
     */
    locationName: string | null;
    /**
     * Phonenumber
     */
    phoneNumber: string;
    /**
     * Status
     */
    status: string;
    /**
     * Tenantid
     */
    tenantId: string;
    /**
     * Tenantname
     */
    tenantName: string;
    /**
     * Texting
     *
     * own: clients are texted from the number; pending: carriers have not approved it for texting yet, texts go from the shared number; shared: it takes calls only; null: no number or not known yet
     */
    texting: string | null;
    /**
     * Webhooksconfigured
     */
    webhooksConfigured: boolean;
};

/**
 * PlanUpdate
 */
export type PlanUpdate = {
    /**
     * Locations
     *
     * Locations the tenant's plan allows (1-50)
     */
    locations: number;
};

/**
 * RecentActivity
 */
export type RecentActivity = {
    /**
     * Action
     */
    action: string;
    /**
     * Details
     */
    details: string;
    /**
     * Summary
     */
    summary: string;
    /**
     * Tenantid
     */
    tenantId: string | null;
    /**
     * Tenantname
     */
    tenantName: string | null;
    /**
     * Timestamp
     */
    timestamp: string;
};

/**
 * TenantAgent
 *
 * The agent's fields of a tenant record (operator view): the UI merges them into the tenant it shows.
 */
export type TenantAgent = {
    /**
     * Agentid
     */
    agentId: string | null;
    /**
     * Agentstatus
     */
    agentStatus: string;
    /**
     * Formattedphonenumber
     */
    formattedPhoneNumber: string | null;
    /**
     * Locationid
     *
     * Whose receptionist this is (the first location's id is the tenant's)
     */
    locationId: string;
    /**
     * Phonenumber
     */
    phoneNumber: string | null;
    /**
     * Provisionedat
     */
    provisionedAt: string | null;
    /**
     * Provisioningerror
     */
    provisioningError: string | null;
    /**
     * Provisioningstep
     */
    provisioningStep: string | null;
    /**
     * Tenantid
     */
    tenantId: string;
    /**
     * Understanding
     */
    understanding?: 'built_in' | 'llm';
    /**
     * Voice
     */
    voice: string | null;
    /**
     * Voiceengine
     */
    voiceEngine?: 'ringbook' | 'hosted';
    /**
     * Webhooksconfigured
     */
    webhooksConfigured: boolean;
};

/**
 * TenantRecord
 */
export type TenantRecord = {
    /**
     * Agentid
     */
    agentId: string | null;
    /**
     * Agentstatus
     */
    agentStatus: string;
    /**
     * Calcomconnected
     */
    calcomConnected: boolean;
    /**
     * City
     */
    city: string;
    /**
     * Createdat
     */
    createdAt: string | null;
    /**
     * Error
     */
    error: string | null;
    /**
     * Formattedphonenumber
     */
    formattedPhoneNumber: string | null;
    /**
     * Location
     */
    location: string;
    /**
     * Locations
     *
     * The business's locations in the owner's order, the first one (whose id is the tenant's) first
     */
    locations: Array<LocationRecord>;
    /**
     * Name
     */
    name: string;
    /**
     * Onboardingcomplete
     */
    onboardingComplete: boolean;
    operatingHours: OperatingHours;
    /**
     * Owneremail
     */
    ownerEmail: string;
    /**
     * Phonenumber
     */
    phoneNumber: string | null;
    /**
     * Phonenumbertexting
     *
     * Whether its own (first location's) number texts. own: clients are texted from the number; pending: carriers have not approved it for texting yet, texts go from the shared number; shared: it takes calls only; null: no number or not known yet
     */
    phoneNumberTexting: string | null;
    /**
     * Planlocations
     *
     * Locations the tenant's plan allows (1 until an operator sets it)
     */
    planLocations: number;
    /**
     * Provisionedat
     */
    provisionedAt: string | null;
    /**
     * Receptioniststatus
     */
    receptionistStatus: string;
    /**
     * Servicescount
     */
    servicesCount: number;
    /**
     * Setupupdatedat
     */
    setupUpdatedAt: string | null;
    /**
     * Staffcount
     */
    staffCount: number;
    /**
     * Tenantid
     */
    tenantId: string;
    texting: Texting;
    /**
     * Understanding
     *
     * built_in or llm
     */
    understanding: string | null;
    /**
     * Voice
     */
    voice: string | null;
    /**
     * Voiceengine
     *
     * ringbook or hosted
     */
    voiceEngine: string | null;
    /**
     * Webhooksconfigured
     */
    webhooksConfigured: boolean;
};

/**
 * TextLimitUpdate
 */
export type TextLimitUpdate = {
    /**
     * Dailylimit
     *
     * Texts the tenant may send a day
     */
    dailyLimit: number;
};

/**
 * Texting
 *
 * The tenant's text limits of today (the policy booking applies) and the texts they held back.
 */
export type Texting = {
    /**
     * Dailylimit
     */
    dailyLimit: number;
    /**
     * Lastwithheldat
     */
    lastWithheldAt: string | null;
    /**
     * Operatorlimit
     *
     * The operator's daily limit, when one was set
     */
    operatorLimit: number | null;
    /**
     * Pernumberlimit
     */
    perNumberLimit: number;
    /**
     * Withheld
     */
    withheld: number;
};

/**
 * WebhookConfig
 */
export type WebhookConfig = {
    /**
     * Agentid
     */
    agentId: string;
    /**
     * Dashboardurl
     */
    dashboardUrl: string;
    /**
     * Functions
     */
    functions: Array<WebhookFunction>;
    /**
     * Locationid
     *
     * The location whose calls the agent answers
     */
    locationId: string;
};

/**
 * WebhookFunction
 */
export type WebhookFunction = {
    /**
     * Description
     */
    description: string;
    /**
     * Method
     */
    method: string;
    /**
     * Name
     */
    name: string;
    /**
     * Parameters
     */
    parameters: {
        [key: string]: Json;
    };
    /**
     * Url
     */
    url: string;
};

/**
 * WebhooksUpdate
 */
export type WebhooksUpdate = {
    /**
     * Configured
     */
    configured: boolean;
};

export type agentsApiAdminAgentsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Sort
         */
        sort?: 'name' | '-name' | 'createdAt' | '-createdAt';
        /**
         * Page
         *
         * Page number, from 1
         */
        page?: number;
        /**
         * Pagesize
         */
        pageSize?: number;
    };
    url: '/api/admin/agents';
};

export type agentsApiAdminAgentsGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type agentsApiAdminAgentsGetError = agentsApiAdminAgentsGetErrors[keyof agentsApiAdminAgentsGetErrors];

export type agentsApiAdminAgentsGetResponses = {
    /**
     * Response Agents Api Admin Agents Get
     *
     * Successful Response
     */
    200: Array<Agent>;
};

export type agentsApiAdminAgentsGetResponse = agentsApiAdminAgentsGetResponses[keyof agentsApiAdminAgentsGetResponses];

export type auditLogsApiAdminAuditLogsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Tenantid
         */
        tenantId?: string | null;
        /**
         * Action
         */
        action?: string | null;
        /**
         * Page
         *
         * Page number, from 1
         */
        page?: number;
        /**
         * Pagesize
         */
        pageSize?: number;
    };
    url: '/api/admin/audit-logs';
};

export type auditLogsApiAdminAuditLogsGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type auditLogsApiAdminAuditLogsGetError = auditLogsApiAdminAuditLogsGetErrors[keyof auditLogsApiAdminAuditLogsGetErrors];

export type auditLogsApiAdminAuditLogsGetResponses = {
    /**
     * Response Audit Logs Api Admin Audit Logs Get
     *
     * Successful Response
     */
    200: Array<AuditLogEntry>;
};

export type auditLogsApiAdminAuditLogsGetResponse = auditLogsApiAdminAuditLogsGetResponses[keyof auditLogsApiAdminAuditLogsGetResponses];

export type clientsApiAdminClientsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Search
         *
         * Name, owner e-mail or phone number (any format), or any of the salon's locations' names, addresses or numbers
         */
        search?: string;
        /**
         * Sort
         */
        sort?: 'createdAt' | '-createdAt' | 'name' | '-name' | 'ownerEmail' | '-ownerEmail' | 'agentStatus' | '-agentStatus';
        /**
         * Page
         *
         * Page number, from 1
         */
        page?: number;
        /**
         * Pagesize
         */
        pageSize?: number;
    };
    url: '/api/admin/clients';
};

export type clientsApiAdminClientsGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type clientsApiAdminClientsGetError = clientsApiAdminClientsGetErrors[keyof clientsApiAdminClientsGetErrors];

export type clientsApiAdminClientsGetResponses = {
    /**
     * Response Clients Api Admin Clients Get
     *
     * Successful Response
     */
    200: Array<TenantRecord>;
};

export type clientsApiAdminClientsGetResponse = clientsApiAdminClientsGetResponses[keyof clientsApiAdminClientsGetResponses];

export type integrationsApiAdminIntegrationsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Refresh
         *
         * Check again now
         */
        refresh?: boolean;
    };
    url: '/api/admin/integrations';
};

export type integrationsApiAdminIntegrationsGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type integrationsApiAdminIntegrationsGetError = integrationsApiAdminIntegrationsGetErrors[keyof integrationsApiAdminIntegrationsGetErrors];

export type integrationsApiAdminIntegrationsGetResponses = {
    /**
     * Response Integrations Api Admin Integrations Get
     *
     * Successful Response
     */
    200: Array<Integration>;
};

export type integrationsApiAdminIntegrationsGetResponse = integrationsApiAdminIntegrationsGetResponses[keyof integrationsApiAdminIntegrationsGetResponses];

export type overviewApiAdminOverviewGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/admin/overview';
};

export type overviewApiAdminOverviewGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
};

export type overviewApiAdminOverviewGetError = overviewApiAdminOverviewGetErrors[keyof overviewApiAdminOverviewGetErrors];

export type overviewApiAdminOverviewGetResponses = {
    /**
     * Successful Response
     */
    200: Overview;
};

export type overviewApiAdminOverviewGetResponse = overviewApiAdminOverviewGetResponses[keyof overviewApiAdminOverviewGetResponses];

export type phoneNumbersApiAdminPhoneNumbersGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Sort
         */
        sort?: 'name' | '-name' | 'createdAt' | '-createdAt';
        /**
         * Page
         *
         * Page number, from 1
         */
        page?: number;
        /**
         * Pagesize
         */
        pageSize?: number;
    };
    url: '/api/admin/phone-numbers';
};

export type phoneNumbersApiAdminPhoneNumbersGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type phoneNumbersApiAdminPhoneNumbersGetError = phoneNumbersApiAdminPhoneNumbersGetErrors[keyof phoneNumbersApiAdminPhoneNumbersGetErrors];

export type phoneNumbersApiAdminPhoneNumbersGetResponses = {
    /**
     * Response Phone Numbers Api Admin Phone Numbers Get
     *
     * Successful Response
     */
    200: Array<PhoneNumber>;
};

export type phoneNumbersApiAdminPhoneNumbersGetResponse = phoneNumbersApiAdminPhoneNumbersGetResponses[keyof phoneNumbersApiAdminPhoneNumbersGetResponses];

export type provisionAgentApiAdminProvisionAgentTenantIdPostData = {
    body?: never;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: {
        /**
         * Location
         *
         * One of the salon's locations' ids (its `locations` in GET /api/admin/tenants); absent: its first location
         */
        location?: string | null;
    };
    url: '/api/admin/provision-agent/{tenantId}';
};

export type provisionAgentApiAdminProvisionAgentTenantIdPostErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id, no such location of it (or it has no voice agent yet)
     */
    404: ErrorBody;
    /**
     * The agent is neither not provisioned nor failed
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * The receptionist is not reachable
     */
    503: ErrorBody;
    /**
     * The receptionist did not answer in time
     */
    504: ErrorBody;
};

export type provisionAgentApiAdminProvisionAgentTenantIdPostError = provisionAgentApiAdminProvisionAgentTenantIdPostErrors[keyof provisionAgentApiAdminProvisionAgentTenantIdPostErrors];

export type provisionAgentApiAdminProvisionAgentTenantIdPostResponses = {
    /**
     * Successful Response
     */
    200: TenantAgent;
};

export type provisionAgentApiAdminProvisionAgentTenantIdPostResponse = provisionAgentApiAdminProvisionAgentTenantIdPostResponses[keyof provisionAgentApiAdminProvisionAgentTenantIdPostResponses];

export type tenantsApiAdminTenantsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Search
         *
         * Name, owner e-mail or phone number (any format), or any of the salon's locations' names, addresses or numbers
         */
        search?: string;
        /**
         * Sort
         */
        sort?: 'createdAt' | '-createdAt' | 'name' | '-name' | 'ownerEmail' | '-ownerEmail' | 'agentStatus' | '-agentStatus';
        /**
         * Page
         *
         * Page number, from 1
         */
        page?: number;
        /**
         * Pagesize
         */
        pageSize?: number;
    };
    url: '/api/admin/tenants';
};

export type tenantsApiAdminTenantsGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type tenantsApiAdminTenantsGetError = tenantsApiAdminTenantsGetErrors[keyof tenantsApiAdminTenantsGetErrors];

export type tenantsApiAdminTenantsGetResponses = {
    /**
     * Response Tenants Api Admin Tenants Get
     *
     * Successful Response
     */
    200: Array<TenantRecord>;
};

export type tenantsApiAdminTenantsGetResponse = tenantsApiAdminTenantsGetResponses[keyof tenantsApiAdminTenantsGetResponses];

export type agentOfApiAdminTenantsTenantIdAgentGetData = {
    body?: never;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: {
        /**
         * Location
         *
         * One of the salon's locations' ids (its `locations` in GET /api/admin/tenants); absent: its first location
         */
        location?: string | null;
    };
    url: '/api/admin/tenants/{tenantId}/agent';
};

export type agentOfApiAdminTenantsTenantIdAgentGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id, no such location of it (or it has no voice agent yet)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * The receptionist is not reachable
     */
    503: ErrorBody;
    /**
     * The receptionist did not answer in time
     */
    504: ErrorBody;
};

export type agentOfApiAdminTenantsTenantIdAgentGetError = agentOfApiAdminTenantsTenantIdAgentGetErrors[keyof agentOfApiAdminTenantsTenantIdAgentGetErrors];

export type agentOfApiAdminTenantsTenantIdAgentGetResponses = {
    /**
     * Successful Response
     */
    200: TenantAgent;
};

export type agentOfApiAdminTenantsTenantIdAgentGetResponse = agentOfApiAdminTenantsTenantIdAgentGetResponses[keyof agentOfApiAdminTenantsTenantIdAgentGetResponses];

export type chooseEngineApiAdminTenantsTenantIdAgentEnginePatchData = {
    body: EngineUpdate;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: {
        /**
         * Location
         *
         * One of the salon's locations' ids (its `locations` in GET /api/admin/tenants); absent: its first location
         */
        location?: string | null;
    };
    url: '/api/admin/tenants/{tenantId}/agent/engine';
};

export type chooseEngineApiAdminTenantsTenantIdAgentEnginePatchErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id, no such location of it (or it has no voice agent yet)
     */
    404: ErrorBody;
    /**
     * The agent is being provisioned
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * The voice provider refused the new engine (nothing changed)
     */
    502: ErrorBody;
    /**
     * The receptionist is not reachable
     */
    503: ErrorBody;
    /**
     * The receptionist did not answer in time
     */
    504: ErrorBody;
};

export type chooseEngineApiAdminTenantsTenantIdAgentEnginePatchError = chooseEngineApiAdminTenantsTenantIdAgentEnginePatchErrors[keyof chooseEngineApiAdminTenantsTenantIdAgentEnginePatchErrors];

export type chooseEngineApiAdminTenantsTenantIdAgentEnginePatchResponses = {
    /**
     * Successful Response
     */
    200: TenantAgent;
};

export type chooseEngineApiAdminTenantsTenantIdAgentEnginePatchResponse = chooseEngineApiAdminTenantsTenantIdAgentEnginePatchResponses[keyof chooseEngineApiAdminTenantsTenantIdAgentEnginePatchResponses];

export type setPlanApiAdminTenantsTenantIdPlanPutData = {
    body: PlanUpdate;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: never;
    url: '/api/admin/tenants/{tenantId}/plan';
};

export type setPlanApiAdminTenantsTenantIdPlanPutErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type setPlanApiAdminTenantsTenantIdPlanPutError = setPlanApiAdminTenantsTenantIdPlanPutErrors[keyof setPlanApiAdminTenantsTenantIdPlanPutErrors];

export type setPlanApiAdminTenantsTenantIdPlanPutResponses = {
    /**
     * Successful Response
     */
    200: TenantRecord;
};

export type setPlanApiAdminTenantsTenantIdPlanPutResponse = setPlanApiAdminTenantsTenantIdPlanPutResponses[keyof setPlanApiAdminTenantsTenantIdPlanPutResponses];

export type setTextLimitApiAdminTenantsTenantIdTextLimitPutData = {
    body: TextLimitUpdate;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: never;
    url: '/api/admin/tenants/{tenantId}/text-limit';
};

export type setTextLimitApiAdminTenantsTenantIdTextLimitPutErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type setTextLimitApiAdminTenantsTenantIdTextLimitPutError = setTextLimitApiAdminTenantsTenantIdTextLimitPutErrors[keyof setTextLimitApiAdminTenantsTenantIdTextLimitPutErrors];

export type setTextLimitApiAdminTenantsTenantIdTextLimitPutResponses = {
    /**
     * Successful Response
     */
    200: TenantRecord;
};

export type setTextLimitApiAdminTenantsTenantIdTextLimitPutResponse = setTextLimitApiAdminTenantsTenantIdTextLimitPutResponses[keyof setTextLimitApiAdminTenantsTenantIdTextLimitPutResponses];

export type markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchData = {
    body: WebhooksUpdate;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: {
        /**
         * Location
         *
         * One of the salon's locations' ids (its `locations` in GET /api/admin/tenants); absent: its first location
         */
        location?: string | null;
    };
    url: '/api/admin/tenants/{tenantId}/webhooks';
};

export type markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id, no such location of it (or it has no voice agent yet)
     */
    404: ErrorBody;
    /**
     * The agent is not waiting for its webhooks, or a function's self-test failed
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * The receptionist is not reachable
     */
    503: ErrorBody;
    /**
     * The receptionist did not answer in time
     */
    504: ErrorBody;
};

export type markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchError = markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchErrors[keyof markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchErrors];

export type markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchResponses = {
    /**
     * Successful Response
     */
    200: TenantAgent;
};

export type markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchResponse = markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchResponses[keyof markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchResponses];

export type webhookConfigApiAdminWebhookConfigTenantIdGetData = {
    body?: never;
    path: {
        /**
         * Tenantid
         */
        tenantId: string;
    };
    query?: {
        /**
         * Location
         *
         * One of the salon's locations' ids (its `locations` in GET /api/admin/tenants); absent: its first location
         */
        location?: string | null;
    };
    url: '/api/admin/webhook-config/{tenantId}';
};

export type webhookConfigApiAdminWebhookConfigTenantIdGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No salon with this id, no such location of it (or it has no voice agent yet)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * The receptionist is not reachable
     */
    503: ErrorBody;
    /**
     * The receptionist did not answer in time
     */
    504: ErrorBody;
};

export type webhookConfigApiAdminWebhookConfigTenantIdGetError = webhookConfigApiAdminWebhookConfigTenantIdGetErrors[keyof webhookConfigApiAdminWebhookConfigTenantIdGetErrors];

export type webhookConfigApiAdminWebhookConfigTenantIdGetResponses = {
    /**
     * Successful Response
     */
    200: WebhookConfig;
};

export type webhookConfigApiAdminWebhookConfigTenantIdGetResponse = webhookConfigApiAdminWebhookConfigTenantIdGetResponses[keyof webhookConfigApiAdminWebhookConfigTenantIdGetResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'GET /api/admin/agents': { request: agentsApiAdminAgentsGetData; response: agentsApiAdminAgentsGetResponse };
    'GET /api/admin/audit-logs': { request: auditLogsApiAdminAuditLogsGetData; response: auditLogsApiAdminAuditLogsGetResponse };
    'GET /api/admin/clients': { request: clientsApiAdminClientsGetData; response: clientsApiAdminClientsGetResponse };
    'GET /api/admin/integrations': { request: integrationsApiAdminIntegrationsGetData; response: integrationsApiAdminIntegrationsGetResponse };
    'GET /api/admin/overview': { request: overviewApiAdminOverviewGetData; response: overviewApiAdminOverviewGetResponse };
    'GET /api/admin/phone-numbers': { request: phoneNumbersApiAdminPhoneNumbersGetData; response: phoneNumbersApiAdminPhoneNumbersGetResponse };
    'POST /api/admin/provision-agent/{tenantId}': { request: provisionAgentApiAdminProvisionAgentTenantIdPostData; response: provisionAgentApiAdminProvisionAgentTenantIdPostResponse };
    'GET /api/admin/tenants': { request: tenantsApiAdminTenantsGetData; response: tenantsApiAdminTenantsGetResponse };
    'GET /api/admin/tenants/{tenantId}/agent': { request: agentOfApiAdminTenantsTenantIdAgentGetData; response: agentOfApiAdminTenantsTenantIdAgentGetResponse };
    'PATCH /api/admin/tenants/{tenantId}/agent/engine': { request: chooseEngineApiAdminTenantsTenantIdAgentEnginePatchData; response: chooseEngineApiAdminTenantsTenantIdAgentEnginePatchResponse };
    'PUT /api/admin/tenants/{tenantId}/plan': { request: setPlanApiAdminTenantsTenantIdPlanPutData; response: setPlanApiAdminTenantsTenantIdPlanPutResponse };
    'PUT /api/admin/tenants/{tenantId}/text-limit': { request: setTextLimitApiAdminTenantsTenantIdTextLimitPutData; response: setTextLimitApiAdminTenantsTenantIdTextLimitPutResponse };
    'PATCH /api/admin/tenants/{tenantId}/webhooks': { request: markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchData; response: markWebhooksConfiguredApiAdminTenantsTenantIdWebhooksPatchResponse };
    'GET /api/admin/webhook-config/{tenantId}': { request: webhookConfigApiAdminWebhookConfigTenantIdGetData; response: webhookConfigApiAdminWebhookConfigTenantIdGetResponse };
};
