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
 * Closure
 */
export type Closure = {
    /**
     * Date
     *
     * YYYY-MM-DD, in the location's time zone
     */
    date: string;
    /**
     * Reason
     */
    reason: string;
};

/**
 * ClosureIn
 */
export type ClosureIn = {
    /**
     * Date
     *
     * YYYY-MM-DD, in the location's time zone
     */
    date?: string | null;
    /**
     * Reason
     *
     * As the owner says it ("Thanksgiving"); may be empty
     */
    reason?: string;
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
 * LocationIn
 *
 * A location's details; each one left out is kept as it is (a new location: the name is required, the time
 * zone and week are the first location's, the rest empty).
 */
export type LocationIn = {
    /**
     * Address
     */
    address?: string;
    /**
     * Closures
     *
     * Days closed whatever the week says, the whole list
     */
    closures?: Array<ClosureIn> | null;
    /**
     * Frontdeskphone
     */
    frontDeskPhone?: string;
    /**
     * Name
     */
    name?: string;
    /**
     * Timezone
     */
    timezone?: string | null;
    /**
     * Week
     *
     * The opening hours per weekday; a day left out is closed
     */
    week?: Array<OpeningDay> | null;
};

/**
 * LocationList
 */
export type LocationList = {
    /**
     * Locations
     *
     * In the owner's order; the first location's id is the tenant's
     */
    locations: Array<LocationOut>;
    /**
     * Planlocations
     *
     * How many locations the business's plan includes
     */
    planLocations: number;
};

/**
 * LocationOut
 */
export type LocationOut = {
    /**
     * Address
     */
    address: string;
    /**
     * Closures
     *
     * Days closed whatever the week says, in date order
     */
    closures: Array<Closure>;
    /**
     * Frontdeskphone
     */
    frontDeskPhone: string;
    /**
     * Id
     */
    id: string;
    /**
     * Name
     */
    name: string;
    /**
     * Position
     *
     * The owner's order; the first location is 0
     */
    position: number;
    /**
     * Services
     */
    services: Array<LocationServiceOut>;
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
 * LocationServiceIn
 */
export type LocationServiceIn = {
    /**
     * Durationmin
     *
     * This location's duration; null (or the catalogue's): the catalogue's
     */
    durationMin?: number | null;
    /**
     * Offered
     *
     * Whether callers can book it at this location
     */
    offered?: boolean;
    /**
     * Price
     *
     * This location's price; null (or the catalogue's): the catalogue's
     */
    price?: number | null;
    /**
     * Serviceid
     *
     * A service of the catalogue
     */
    serviceId: string;
};

/**
 * LocationServiceOut
 *
 * A service of the catalogue as this location offers it: price and duration are what a caller there is told.
 */
export type LocationServiceOut = {
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
     * Offered
     */
    offered: boolean;
    /**
     * Owndurationmin
     *
     * This location's own duration; null: the catalogue's
     */
    ownDurationMin: number | null;
    /**
     * Ownprice
     *
     * This location's own price; null: the catalogue's
     */
    ownPrice: number | null;
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
 * LocationServicesUpdate
 */
export type LocationServicesUpdate = {
    /**
     * Services
     *
     * Where this location differs from the catalogue, all at once; a service left out is offered as the catalogue has it
     */
    services?: Array<LocationServiceIn>;
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

export type readLocationsPortalLocationsGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/portal/locations';
};

export type readLocationsPortalLocationsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
};

export type readLocationsPortalLocationsGetError = readLocationsPortalLocationsGetErrors[keyof readLocationsPortalLocationsGetErrors];

export type readLocationsPortalLocationsGetResponses = {
    /**
     * Successful Response
     */
    200: LocationList;
};

export type readLocationsPortalLocationsGetResponse = readLocationsPortalLocationsGetResponses[keyof readLocationsPortalLocationsGetResponses];

export type createLocationPortalLocationsPostData = {
    body: LocationIn;
    path?: never;
    query?: never;
    url: '/portal/locations';
};

export type createLocationPortalLocationsPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * The plan's locations are all in use
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type createLocationPortalLocationsPostError = createLocationPortalLocationsPostErrors[keyof createLocationPortalLocationsPostErrors];

export type createLocationPortalLocationsPostResponses = {
    /**
     * Successful Response
     */
    201: LocationOut;
};

export type createLocationPortalLocationsPostResponse = createLocationPortalLocationsPostResponses[keyof createLocationPortalLocationsPostResponses];

export type updateLocationPortalLocationsLocationIdPutData = {
    body: LocationIn;
    path: {
        /**
         * Locationid
         */
        locationId: string;
    };
    query?: never;
    url: '/portal/locations/{locationId}';
};

export type updateLocationPortalLocationsLocationIdPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such location in the business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type updateLocationPortalLocationsLocationIdPutError = updateLocationPortalLocationsLocationIdPutErrors[keyof updateLocationPortalLocationsLocationIdPutErrors];

export type updateLocationPortalLocationsLocationIdPutResponses = {
    /**
     * Successful Response
     */
    200: LocationOut;
};

export type updateLocationPortalLocationsLocationIdPutResponse = updateLocationPortalLocationsLocationIdPutResponses[keyof updateLocationPortalLocationsLocationIdPutResponses];

export type updateLocationServicesPortalLocationsLocationIdServicesPutData = {
    body: LocationServicesUpdate;
    path: {
        /**
         * Locationid
         */
        locationId: string;
    };
    query?: never;
    url: '/portal/locations/{locationId}/services';
};

export type updateLocationServicesPortalLocationsLocationIdServicesPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such location in the business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type updateLocationServicesPortalLocationsLocationIdServicesPutError = updateLocationServicesPortalLocationsLocationIdServicesPutErrors[keyof updateLocationServicesPortalLocationsLocationIdServicesPutErrors];

export type updateLocationServicesPortalLocationsLocationIdServicesPutResponses = {
    /**
     * Successful Response
     */
    200: LocationOut;
};

export type updateLocationServicesPortalLocationsLocationIdServicesPutResponse = updateLocationServicesPortalLocationsLocationIdServicesPutResponses[keyof updateLocationServicesPortalLocationsLocationIdServicesPutResponses];

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
    'GET /portal/locations': { request: readLocationsPortalLocationsGetData; response: readLocationsPortalLocationsGetResponse };
    'POST /portal/locations': { request: createLocationPortalLocationsPostData; response: createLocationPortalLocationsPostResponse };
    'PUT /portal/locations/{locationId}': { request: updateLocationPortalLocationsLocationIdPutData; response: updateLocationPortalLocationsLocationIdPutResponse };
    'PUT /portal/locations/{locationId}/services': { request: updateLocationServicesPortalLocationsLocationIdServicesPutData; response: updateLocationServicesPortalLocationsLocationIdServicesPutResponse };
    'POST /portal/tenants/onboarding/complete': { request: completeOnboardingPortalTenantsOnboardingCompletePostData; response: completeOnboardingPortalTenantsOnboardingCompletePostResponse };
    'GET /portal/tenants/services': { request: readServicesPortalTenantsServicesGetData; response: readServicesPortalTenantsServicesGetResponse };
    'PUT /portal/tenants/services': { request: replaceServicesPortalTenantsServicesPutData; response: replaceServicesPortalTenantsServicesPutResponse };
    'GET /portal/tenants/settings': { request: readSettingsPortalTenantsSettingsGetData; response: readSettingsPortalTenantsSettingsGetResponse };
    'PUT /portal/tenants/settings': { request: updateSettingsPortalTenantsSettingsPutData; response: updateSettingsPortalTenantsSettingsPutResponse };
};
