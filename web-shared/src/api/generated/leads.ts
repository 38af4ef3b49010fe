// Generated from api/openapi/leads.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * ContactAccepted
 */
export type ContactAccepted = {
    /**
     * Id
     */
    id: string;
};

/**
 * ContactCreate
 *
 * The /contact form: name, email and message required; phone and business optional.
 */
export type ContactCreate = {
    /**
     * Business
     */
    business?: string | null;
    /**
     * Companyfax
     *
     * Hidden from people; leave it out or empty.
     */
    companyFax?: string;
    /**
     * Email
     */
    email: string;
    /**
     * Message
     */
    message: string;
    /**
     * Name
     */
    name: string;
    /**
     * Phone
     */
    phone?: string | null;
};

/**
 * CustomPlanAccepted
 */
export type CustomPlanAccepted = {
    /**
     * Id
     */
    id: string;
    pricing: PricingOut;
    roi: RoiOut;
};

/**
 * CustomPlanCreate
 *
 * The four steps of /configure; left-out fields take the configurator's defaults.
 */
export type CustomPlanCreate = {
    /**
     * Agreetoprivacy
     */
    agreeToPrivacy: true;
    /**
     * Agreetoterms
     */
    agreeToTerms: true;
    /**
     * Avgcallduration
     */
    avgCallDuration?: number;
    /**
     * Avgrevenueperclient
     */
    avgRevenuePerClient?: number;
    /**
     * Businessdayspermonth
     */
    businessDaysPerMonth?: number;
    /**
     * Businessname
     */
    businessName: string;
    /**
     * Businesstype
     */
    businessType?: 'salon' | 'barbershop' | 'spa' | 'med-spa' | 'beauty-clinic' | 'hair-studio' | 'other';
    /**
     * Callspermonth
     */
    callsPerMonth?: number;
    /**
     * Companyfax
     *
     * Hidden from people; leave it out or empty.
     */
    companyFax?: string;
    /**
     * Contactname
     */
    contactName: string;
    /**
     * Conversionrate
     */
    conversionRate?: number;
    /**
     * Email
     */
    email: string;
    /**
     * Locations
     */
    locations?: number;
    /**
     * Missedcallsperday
     */
    missedCallsPerDay?: number;
    /**
     * Phone
     */
    phone: string;
    /**
     * Receiveupdates
     */
    receiveUpdates?: boolean;
    /**
     * Smsconfirmations
     */
    smsConfirmations?: boolean;
    /**
     * Smsreminders
     */
    smsReminders?: boolean;
    /**
     * Website
     */
    website?: string | null;
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
 * LeadAccepted
 */
export type LeadAccepted = {
    /**
     * Estimate
     */
    estimate: number;
    /**
     * Id
     */
    id: string;
};

/**
 * LeadFormCreate
 *
 * The five steps of /get-started; left-out fields take the form's defaults.
 */
export type LeadFormCreate = {
    /**
     * Agreedtocontact
     */
    agreedToContact: true;
    /**
     * Avgbookingvalue
     */
    avgBookingValue?: number;
    /**
     * Biggestchallenges
     */
    biggestChallenges: Array<'Missed calls after hours' | 'No-shows and cancellations' | 'Manual booking takes too much time' | 'Need better calendar management'>;
    /**
     * Budgetrange
     */
    budgetRange?: '99-199' | '199-399' | '399+' | 'custom' | null;
    /**
     * Businessname
     */
    businessName: string;
    /**
     * Businesstype
     */
    businessType?: 'salon' | 'barbershop' | 'spa' | 'beauty-studio' | 'other';
    /**
     * Companyfax
     *
     * Hidden from people; leave it out or empty.
     */
    companyFax?: string;
    /**
     * Contactname
     */
    contactName: string;
    /**
     * Currentbookingmethods
     */
    currentBookingMethods: Array<'Phone calls' | 'Online booking' | 'Walk-ins' | 'Social media'>;
    /**
     * Currentcalendar
     */
    currentCalendar?: string | null;
    /**
     * Email
     */
    email: string;
    /**
     * Hascalendarsystem
     */
    hasCalendarSystem?: boolean;
    /**
     * Missedcallsperweek
     */
    missedCallsPerWeek?: number;
    /**
     * Operatinghours
     */
    operatingHours: string;
    /**
     * Phone
     */
    phone: string;
    /**
     * Preferredlanguages
     */
    preferredLanguages: Array<'English' | 'Spanish' | 'French' | 'Mandarin' | 'Arabic' | 'Portuguese'>;
    /**
     * Servicesoffered
     */
    servicesOffered: string;
    /**
     * Specialrequirements
     */
    specialRequirements?: string | null;
    /**
     * Staffcount
     */
    staffCount?: number;
    /**
     * Timeline
     */
    timeline?: 'asap' | '1-month' | '3-months' | 'exploring';
    /**
     * Voicestyle
     */
    voiceStyle?: 'professional-female' | 'professional-male' | 'friendly-casual' | 'warm-welcoming';
    /**
     * Website
     */
    website?: string | null;
    /**
     * Weeklybookings
     */
    weeklyBookings?: '<50' | '50-100' | '100-200' | '200+';
};

/**
 * PricingOut
 */
export type PricingOut = {
    /**
     * Annualprice
     */
    annualPrice: number;
    /**
     * Annualsavings
     */
    annualSavings: number;
    /**
     * Clientprice
     */
    clientPrice: number;
    /**
     * Multilocationfee
     */
    multiLocationFee: number;
    /**
     * Phonecost
     */
    phoneCost: number;
    /**
     * Platformcost
     */
    platformCost: number;
    /**
     * Smscost
     */
    smsCost: number;
    /**
     * Totalbackendcost
     */
    totalBackendCost: number;
    /**
     * Voicecost
     */
    voiceCost: number;
};

/**
 * RoiOut
 */
export type RoiOut = {
    /**
     * Annualimpact
     */
    annualImpact: number;
    /**
     * Capturedbookings
     */
    capturedBookings: number;
    /**
     * Extrarevenue
     */
    extraRevenue: number;
    /**
     * Investment
     */
    investment: number;
    /**
     * Lostbookings
     */
    lostBookings: number;
    /**
     * Lostrevenue
     */
    lostRevenue: number;
    /**
     * Missedcallspermonth
     */
    missedCallsPerMonth: number;
    /**
     * Netprofit
     */
    netProfit: number;
    /**
     * Paybackdays
     */
    paybackDays: number;
    /**
     * Roipercentage
     */
    roiPercentage: number;
};

/**
 * Subscribed
 *
 * The same answer for a new address and one already subscribed: it tells nobody who is on the list.
 */
export type Subscribed = {
    /**
     * Status
     */
    status?: 'subscribed';
};

/**
 * SubscriptionCreate
 */
export type SubscriptionCreate = {
    /**
     * Companyfax
     *
     * Hidden from people; leave it out or empty.
     */
    companyFax?: string;
    /**
     * Email
     */
    email: string;
};

/**
 * Unsubscribed
 */
export type Unsubscribed = {
    /**
     * Message
     */
    message?: string;
    /**
     * Status
     */
    status?: 'unsubscribed';
};

export type sendContactMessageApiContactPostData = {
    body: ContactCreate;
    headers?: {
        /**
         * Idempotency-Key
         *
         * Any unique value (e.g. a UUID) per form submission: a retry with the same key and the same form gets the first answer again instead of a second submission. The same key with a different form is refused with 422.
         */
        'Idempotency-Key'?: string | null;
    };
    path?: never;
    query?: never;
    url: '/api/contact';
};

export type sendContactMessageApiContactPostErrors = {
    /**
     * A request with the same Idempotency-Key is still being processed
     */
    409: ErrorBody;
    /**
     * Invalid form: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type sendContactMessageApiContactPostError = sendContactMessageApiContactPostErrors[keyof sendContactMessageApiContactPostErrors];

export type sendContactMessageApiContactPostResponses = {
    /**
     * Successful Response
     */
    201: ContactAccepted;
};

export type sendContactMessageApiContactPostResponse = sendContactMessageApiContactPostResponses[keyof sendContactMessageApiContactPostResponses];

export type submitCustomPlanApiCustomPlanPostData = {
    body: CustomPlanCreate;
    headers?: {
        /**
         * Idempotency-Key
         *
         * Any unique value (e.g. a UUID) per form submission: a retry with the same key and the same form gets the first answer again instead of a second submission. The same key with a different form is refused with 422.
         */
        'Idempotency-Key'?: string | null;
    };
    path?: never;
    query?: never;
    url: '/api/custom-plan';
};

export type submitCustomPlanApiCustomPlanPostErrors = {
    /**
     * A request with the same Idempotency-Key is still being processed
     */
    409: ErrorBody;
    /**
     * Invalid form: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type submitCustomPlanApiCustomPlanPostError = submitCustomPlanApiCustomPlanPostErrors[keyof submitCustomPlanApiCustomPlanPostErrors];

export type submitCustomPlanApiCustomPlanPostResponses = {
    /**
     * Successful Response
     */
    201: CustomPlanAccepted;
};

export type submitCustomPlanApiCustomPlanPostResponse = submitCustomPlanApiCustomPlanPostResponses[keyof submitCustomPlanApiCustomPlanPostResponses];

export type submitLeadFormApiLeadFormPostData = {
    body: LeadFormCreate;
    headers?: {
        /**
         * Idempotency-Key
         *
         * Any unique value (e.g. a UUID) per form submission: a retry with the same key and the same form gets the first answer again instead of a second submission. The same key with a different form is refused with 422.
         */
        'Idempotency-Key'?: string | null;
    };
    path?: never;
    query?: never;
    url: '/api/lead-form';
};

export type submitLeadFormApiLeadFormPostErrors = {
    /**
     * A request with the same Idempotency-Key is still being processed
     */
    409: ErrorBody;
    /**
     * Invalid form: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type submitLeadFormApiLeadFormPostError = submitLeadFormApiLeadFormPostErrors[keyof submitLeadFormApiLeadFormPostErrors];

export type submitLeadFormApiLeadFormPostResponses = {
    /**
     * Successful Response
     */
    201: LeadAccepted;
};

export type submitLeadFormApiLeadFormPostResponse = submitLeadFormApiLeadFormPostResponses[keyof submitLeadFormApiLeadFormPostResponses];

export type subscribeApiSubscribePostData = {
    body: SubscriptionCreate;
    headers?: {
        /**
         * Idempotency-Key
         *
         * Any unique value (e.g. a UUID) per form submission: a retry with the same key and the same form gets the first answer again instead of a second submission. The same key with a different form is refused with 422.
         */
        'Idempotency-Key'?: string | null;
    };
    path?: never;
    query?: never;
    url: '/api/subscribe';
};

export type subscribeApiSubscribePostErrors = {
    /**
     * A request with the same Idempotency-Key is still being processed
     */
    409: ErrorBody;
    /**
     * Invalid form: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type subscribeApiSubscribePostError = subscribeApiSubscribePostErrors[keyof subscribeApiSubscribePostErrors];

export type subscribeApiSubscribePostResponses = {
    /**
     * Successful Response
     */
    200: Subscribed;
};

export type subscribeApiSubscribePostResponse = subscribeApiSubscribePostResponses[keyof subscribeApiSubscribePostResponses];

export type unsubscribeApiUnsubscribeGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Token
         */
        token?: string;
    };
    url: '/api/unsubscribe';
};

export type unsubscribeApiUnsubscribeGetErrors = {
    /**
     * Bad link: `{"error": "..."}`
     */
    400: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type unsubscribeApiUnsubscribeGetError = unsubscribeApiUnsubscribeGetErrors[keyof unsubscribeApiUnsubscribeGetErrors];

export type unsubscribeApiUnsubscribeGetResponses = {
    /**
     * Unsubscribed: a page for a browser (`Accept: text/html`), JSON otherwise
     */
    200: Unsubscribed;
};

export type unsubscribeApiUnsubscribeGetResponse = unsubscribeApiUnsubscribeGetResponses[keyof unsubscribeApiUnsubscribeGetResponses];

export type unsubscribeOneClickApiUnsubscribePostData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Token
         */
        token?: string;
    };
    url: '/api/unsubscribe';
};

export type unsubscribeOneClickApiUnsubscribePostErrors = {
    /**
     * Bad link: `{"error": "..."}`
     */
    400: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type unsubscribeOneClickApiUnsubscribePostError = unsubscribeOneClickApiUnsubscribePostErrors[keyof unsubscribeOneClickApiUnsubscribePostErrors];

export type unsubscribeOneClickApiUnsubscribePostResponses = {
    /**
     * Unsubscribed: a page for a browser (`Accept: text/html`), JSON otherwise
     */
    200: Unsubscribed;
};

export type unsubscribeOneClickApiUnsubscribePostResponse = unsubscribeOneClickApiUnsubscribePostResponses[keyof unsubscribeOneClickApiUnsubscribePostResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'POST /api/contact': { request: sendContactMessageApiContactPostData; response: sendContactMessageApiContactPostResponse };
    'POST /api/custom-plan': { request: submitCustomPlanApiCustomPlanPostData; response: submitCustomPlanApiCustomPlanPostResponse };
    'POST /api/lead-form': { request: submitLeadFormApiLeadFormPostData; response: submitLeadFormApiLeadFormPostResponse };
    'POST /api/subscribe': { request: subscribeApiSubscribePostData; response: subscribeApiSubscribePostResponse };
    'GET /api/unsubscribe': { request: unsubscribeApiUnsubscribeGetData; response: unsubscribeApiUnsubscribeGetResponse };
    'POST /api/unsubscribe': { request: unsubscribeOneClickApiUnsubscribePostData; response: unsubscribeOneClickApiUnsubscribePostResponse };
};
