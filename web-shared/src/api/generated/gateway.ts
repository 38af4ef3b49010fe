// Generated from api/openapi/gateway.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
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
 * Health
 */
export type Health = {
    /**
     * Components
     *
     * Each service, `postgres` and `nats`: `ok`, `down` or `unknown`
     */
    components: {
        [key: string]: string;
    };
    /**
     * Status
     *
     * `ok` when every component is, else `degraded` (answered with a 503)
     */
    status: string;
};

/**
 * OutboxMessage
 */
export type OutboxMessage = {
    /**
     * Body
     */
    body: string;
    /**
     * Channel
     *
     * `email` or `sms`
     */
    channel: string;
    /**
     * Sentat
     *
     * When it was sent, ISO 8601 with milliseconds
     */
    sentAt: string;
    /**
     * Subject
     *
     * Empty for a text message
     */
    subject: string;
    /**
     * To
     */
    to: string;
};

/**
 * Status
 */
export type Status = {
    /**
     * Status
     *
     * `ok`, or `not ready` (readiness) while the web apps or the bus are not up
     */
    status: string;
};

export type serviceLivenessData = {
    body?: never;
    path: {
        service: 'identity' | 'leads' | 'tenants' | 'booking' | 'receptionist' | 'admin';
    };
    query?: never;
    url: '/_services/{service}/livez';
};

export type serviceLivenessErrors = {
    /**
     * No such service
     */
    404: ErrorBody;
    /**
     * The service does not answer
     */
    502: ErrorBody;
};

export type serviceLivenessError = serviceLivenessErrors[keyof serviceLivenessErrors];

export type serviceLivenessResponses = {
    /**
     * The service is alive
     */
    200: Status;
};

export type serviceLivenessResponse = serviceLivenessResponses[keyof serviceLivenessResponses];

export type devOutboxData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Only messages to this e-mail address or phone number
         */
        to?: string;
    };
    url: '/dev/outbox';
};

export type devOutboxResponses = {
    /**
     * The messages
     */
    200: Array<OutboxMessage>;
};

export type devOutboxResponse = devOutboxResponses[keyof devOutboxResponses];

export type gatewayHealthData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/healthz';
};

export type gatewayHealthErrors = {
    /**
     * Something is not ok: the components say what
     */
    503: Health;
};

export type gatewayHealthError = gatewayHealthErrors[keyof gatewayHealthErrors];

export type gatewayHealthResponses = {
    /**
     * Everything is ok
     */
    200: Health;
};

export type gatewayHealthResponse = gatewayHealthResponses[keyof gatewayHealthResponses];

export type gatewayLivenessData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/livez';
};

export type gatewayLivenessResponses = {
    /**
     * Alive
     */
    200: Status;
};

export type gatewayLivenessResponse = gatewayLivenessResponses[keyof gatewayLivenessResponses];

export type gatewayReadinessData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/readyz';
};

export type gatewayReadinessErrors = {
    /**
     * Not ready yet
     */
    503: Status;
};

export type gatewayReadinessError = gatewayReadinessErrors[keyof gatewayReadinessErrors];

export type gatewayReadinessResponses = {
    /**
     * Ready
     */
    200: Status;
};

export type gatewayReadinessResponse = gatewayReadinessResponses[keyof gatewayReadinessResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'GET /_services/{service}/livez': { request: serviceLivenessData; response: serviceLivenessResponse };
    'GET /dev/outbox': { request: devOutboxData; response: devOutboxResponse };
    'GET /healthz': { request: gatewayHealthData; response: gatewayHealthResponse };
    'GET /livez': { request: gatewayLivenessData; response: gatewayLivenessResponse };
    'GET /readyz': { request: gatewayReadinessData; response: gatewayReadinessResponse };
};
