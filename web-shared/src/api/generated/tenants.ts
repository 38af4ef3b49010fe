// Generated from api/openapi/tenants.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * CatalogueUpdate
 *
 * The catalogue with the tenant it is for (the caller's own, else 403); the portal sends the bare list.
 */
export type CatalogueUpdate = {
    /**
     * Services
     */
    services?: Array<ServiceIn>;
    /**
     * Tenantid
     */
    tenantId?: string | null;
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
 * Hours
 */
export type Hours = {
    /**
     * End
     */
    end?: string;
    /**
     * Start
     */
    start?: string;
};

/**
 * OpeningDay
 *
 * One weekday's opening hours, as the setup wizard's operatingHours has them.
 */
export type OpeningDay = {
    /**
     * Close
     *
     * HH:MM
     */
    close?: string;
    /**
     * Closed
     */
    closed?: boolean;
    /**
     * Open
     *
     * HH:MM
     */
    open?: string;
    /**
     * Weekday
     *
     * 0 Sunday .. 6 Saturday
     */
    weekday: number | null;
};

/**
 * OpeningRange
 */
export type OpeningRange = {
    /**
     * End
     *
     * HH:MM
     */
    end: string;
    /**
     * Start
     *
     * HH:MM
     */
    start: string;
};

/**
 * ServiceIn
 */
export type ServiceIn = {
    /**
     * Buffermin
     */
    bufferMin?: number;
    /**
     * Durationmin
     */
    durationMin?: number;
    /**
     * Name
     */
    name?: string;
    /**
     * Price
     */
    price?: number;
    /**
     * Processingmin
     */
    processingMin?: number;
    /**
     * Serviceid
     */
    serviceId?: string;
    /**
     * Staffids
     *
     * Who performs it; omitted means everyone
     */
    staffIds?: Array<string> | null;
};

/**
 * ServiceOut
 */
export type ServiceOut = {
    /**
     * Buffermin
     */
    bufferMin: number;
    /**
     * Durationmin
     */
    durationMin: number;
    /**
     * Name
     */
    name: string;
    /**
     * Price
     */
    price: number;
    /**
     * Processingmin
     */
    processingMin: number;
    /**
     * Serviceid
     */
    serviceId: string;
    /**
     * Staffids
     */
    staffIds: Array<string> | null;
};

/**
 * SettingsUpdate
 */
export type SettingsUpdate = {
    /**
     * Address
     */
    address?: string;
    /**
     * Country
     *
     * The salon's country (ISO 3166, "US"): its phone numbers are typed and shown in its national format
     */
    country?: string | null;
    /**
     * Frontdeskphone
     */
    frontDeskPhone?: string;
    /**
     * Every open day set to this range when it differs from the current earliest opening and latest closing; ignored when `week` is sent
     */
    hours?: Hours;
    /**
     * Name
     */
    name?: string;
    /**
     * Ownerphone
     */
    ownerPhone?: string;
    /**
     * Reminderhoursbefore
     *
     * Hours before the visit the reminder goes out (1-72)
     */
    reminderHoursBefore?: number | null;
    /**
     * Smsconfirmations
     *
     * Text the customer a confirmation when booked
     */
    smsConfirmations?: boolean | null;
    /**
     * Smsreminders
     *
     * Text the customer a reminder before the visit
     */
    smsReminders?: boolean | null;
    /**
     * Tenantid
     *
     * Accepted only when it is the caller's own tenant
     */
    tenantId?: string | null;
    /**
     * Timezone
     */
    timezone?: string;
    /**
     * Week
     *
     * The opening hours per weekday, the salon's one set of hours (the setup wizard's too); a day left out is closed. Left out: `hours` applies
     */
    week?: Array<OpeningDay> | null;
};

/**
 * TenantSettings
 */
export type TenantSettings = {
    /**
     * Address
     */
    address: string;
    /**
     * Country
     *
     * The salon's country (ISO 3166): numbers are typed and shown in its format
     */
    country: string;
    /**
     * Frontdeskphone
     */
    frontDeskPhone: string;
    /**
     * The earliest opening and latest closing of the open days
     */
    hours: OpeningRange;
    /**
     * Name
     */
    name: string;
    /**
     * Onboardingcomplete
     */
    onboardingComplete: boolean;
    /**
     * Ownerphone
     */
    ownerPhone: string;
    /**
     * Reminderhoursbefore
     */
    reminderHoursBefore: number;
    /**
     * Smsconfirmations
     */
    smsConfirmations: boolean;
    /**
     * Smsreminders
     */
    smsReminders: boolean;
    /**
     * Timezone
     */
    timezone: string;
    /**
     * Week
     *
     * The opening hours per weekday, Sunday first
     */
    week: Array<WeekDay>;
};

/**
 * WeekDay
 *
 * One weekday's opening hours as saved.
 */
export type WeekDay = {
    /**
     * Close
     *
     * HH:MM
     */
    close: string;
    /**
     * Closed
     */
    closed: boolean;
    /**
     * Open
     *
     * HH:MM
     */
    open: string;
    /**
     * Weekday
     *
     * 0 Sunday .. 6 Saturday
     */
    weekday: number;
};

export type completeOnboardingPortalTenantsOnboardingCompletePostData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/portal/tenants/onboarding/complete';
};

export type completeOnboardingPortalTenantsOnboardingCompletePostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No business name or no service yet: `fields` names the gap
     */
    422: ErrorBody;
};

export type completeOnboardingPortalTenantsOnboardingCompletePostError = completeOnboardingPortalTenantsOnboardingCompletePostErrors[keyof completeOnboardingPortalTenantsOnboardingCompletePostErrors];

export type completeOnboardingPortalTenantsOnboardingCompletePostResponses = {
    /**
     * Successful Response
     */
    200: TenantSettings;
};

export type completeOnboardingPortalTenantsOnboardingCompletePostResponse = completeOnboardingPortalTenantsOnboardingCompletePostResponses[keyof completeOnboardingPortalTenantsOnboardingCompletePostResponses];

export type readServicesPortalTenantsServicesGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/portal/tenants/services';
};

export type readServicesPortalTenantsServicesGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
};

export type readServicesPortalTenantsServicesGetError = readServicesPortalTenantsServicesGetErrors[keyof readServicesPortalTenantsServicesGetErrors];

export type readServicesPortalTenantsServicesGetResponses = {
    /**
     * Response Read Services Portal Tenants Services Get
     *
     * Successful Response
     */
    200: Array<ServiceOut>;
};

export type readServicesPortalTenantsServicesGetResponse = readServicesPortalTenantsServicesGetResponses[keyof readServicesPortalTenantsServicesGetResponses];

export type replaceServicesPortalTenantsServicesPutData = {
    /**
     * Body
     *
     * The whole catalogue: a list of services, or {tenantId, services}
     */
    body: Array<ServiceIn> | CatalogueUpdate;
    path?: never;
    query?: never;
    url: '/portal/tenants/services';
};

export type replaceServicesPortalTenantsServicesPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type replaceServicesPortalTenantsServicesPutError = replaceServicesPortalTenantsServicesPutErrors[keyof replaceServicesPortalTenantsServicesPutErrors];

export type replaceServicesPortalTenantsServicesPutResponses = {
    /**
     * Response Replace Services Portal Tenants Services Put
     *
     * Successful Response
     */
    200: Array<ServiceOut>;
};

export type replaceServicesPortalTenantsServicesPutResponse = replaceServicesPortalTenantsServicesPutResponses[keyof replaceServicesPortalTenantsServicesPutResponses];

export type readSettingsPortalTenantsSettingsGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/portal/tenants/settings';
};

export type readSettingsPortalTenantsSettingsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
};

export type readSettingsPortalTenantsSettingsGetError = readSettingsPortalTenantsSettingsGetErrors[keyof readSettingsPortalTenantsSettingsGetErrors];

export type readSettingsPortalTenantsSettingsGetResponses = {
    /**
     * Successful Response
     */
    200: TenantSettings;
};

export type readSettingsPortalTenantsSettingsGetResponse = readSettingsPortalTenantsSettingsGetResponses[keyof readSettingsPortalTenantsSettingsGetResponses];

export type updateSettingsPortalTenantsSettingsPutData = {
    body: SettingsUpdate;
    path?: never;
    query?: never;
    url: '/portal/tenants/settings';
};

export type updateSettingsPortalTenantsSettingsPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type updateSettingsPortalTenantsSettingsPutError = updateSettingsPortalTenantsSettingsPutErrors[keyof updateSettingsPortalTenantsSettingsPutErrors];

export type updateSettingsPortalTenantsSettingsPutResponses = {
    /**
     * Successful Response
     */
    200: TenantSettings;
};

export type updateSettingsPortalTenantsSettingsPutResponse = updateSettingsPortalTenantsSettingsPutResponses[keyof updateSettingsPortalTenantsSettingsPutResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'POST /portal/tenants/onboarding/complete': { request: completeOnboardingPortalTenantsOnboardingCompletePostData; response: completeOnboardingPortalTenantsOnboardingCompletePostResponse };
    'GET /portal/tenants/services': { request: readServicesPortalTenantsServicesGetData; response: readServicesPortalTenantsServicesGetResponse };
    'PUT /portal/tenants/services': { request: replaceServicesPortalTenantsServicesPutData; response: replaceServicesPortalTenantsServicesPutResponse };
    'GET /portal/tenants/settings': { request: readSettingsPortalTenantsSettingsGetData; response: readSettingsPortalTenantsSettingsGetResponse };
    'PUT /portal/tenants/settings': { request: updateSettingsPortalTenantsSettingsPutData; response: updateSettingsPortalTenantsSettingsPutResponse };
};
