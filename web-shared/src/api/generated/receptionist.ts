// Generated from api/openapi/receptionist.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * BusinessInfo
 */
export type BusinessInfo = {
    /**
     * Additionallanguages
     *
     * Besides English, which is always spoken
     */
    additionalLanguages: Array<string>;
    /**
     * Ainame
     */
    aiName: string;
    /**
     * Areacode
     */
    areaCode: string;
    /**
     * City
     */
    city: string;
    /**
     * Location
     */
    location: string;
    /**
     * Operatinghours
     *
     * Per weekday, "0" Sunday .. "6" Saturday
     */
    operatingHours: {
        [key: string]: DayHours;
    };
    /**
     * State
     */
    state: string;
    /**
     * Unsupportedlanguages
     *
     * Those of additionalLanguages the receptionist does not speak yet (saved before they were no longer offered): callers in them are offered a call-back
     */
    unsupportedLanguages: Array<string>;
    /**
     * Voiceid
     */
    voiceId: string;
    /**
     * Zipcode
     */
    zipCode: string;
};

/**
 * BusinessInfoSave
 */
export type BusinessInfoSave = {
    /**
     * Additionallanguages
     *
     * Any of Spanish, French, German, Italian and Portuguese (by name or two-letter code); English is always spoken. A language saved before that is no longer offered may be sent back and is kept; any other is refused (400).
     */
    additionalLanguages?: Array<string>;
    /**
     * Ainame
     */
    aiName?: string;
    /**
     * Areacode
     *
     * 3 digits; empty: any (800 shown)
     */
    areaCode?: string;
    /**
     * City
     */
    city: string;
    /**
     * Location
     */
    location: string;
    /**
     * Operatinghours
     *
     * Per weekday "0" (Sunday) .. "6": {open: "09:00", close: "17:00", closed: false}; a day left out is closed. The salon's one set of hours (Settings' too); left out, they stay as they are
     */
    operatingHours?: {
        [key: string]: {
            close?: string;
            closed?: boolean;
            open?: string;
        };
    };
    /**
     * State
     */
    state?: string;
    /**
     * Tenantid
     *
     * Ignored when it is your own tenant's id; anything else is 403. Your tenant comes from your session.
     */
    tenantId?: string | null;
    /**
     * Voiceid
     */
    voiceId?: 'male' | 'female';
    /**
     * Zipcode
     */
    zipCode?: string;
};

/**
 * BusinessInfoSaved
 */
export type BusinessInfoSaved = {
    businessInfo: BusinessInfo;
    /**
     * Ok
     */
    ok?: boolean;
    /**
     * Status
     */
    status: 'not_started' | 'calcom_auth' | 'event_types' | 'business_info' | 'staff' | 'services' | 'review' | 'provisioning' | 'ready';
};

/**
 * CallLog
 */
export type CallLog = {
    /**
     * Calls
     */
    calls: Array<LoggedCall>;
    /**
     * Nextbefore
     *
     * Pass as `before` for the next page (null on the last)
     */
    nextBefore: string | null;
};

/**
 * CallbackRequest
 */
export type CallbackRequest = {
    /**
     * Besttime
     */
    bestTime: string;
    /**
     * Callid
     */
    callId: string | null;
    /**
     * Createdat
     */
    createdAt: string | null;
    /**
     * Done
     */
    done: boolean;
    /**
     * Doneat
     */
    doneAt: string | null;
    /**
     * Id
     */
    id: string;
    /**
     * Kind
     *
     * callback, or late for a caller running late
     */
    kind: string;
    /**
     * Language
     */
    language: string;
    /**
     * Locationid
     *
     * The location whose number the caller dialled
     */
    locationId: string;
    /**
     * Name
     */
    name: string;
    /**
     * Phone
     */
    phone: string;
    /**
     * Reason
     */
    reason: string;
    /**
     * Urgency
     */
    urgency: string;
};

/**
 * CallbackUpdate
 */
export type CallbackUpdate = {
    /**
     * Done
     */
    done: boolean;
};

/**
 * Callbacks
 */
export type Callbacks = {
    /**
     * Callbacks
     */
    callbacks: Array<CallbackRequest>;
};

/**
 * DayHours
 */
export type DayHours = {
    /**
     * Close
     */
    close: string;
    /**
     * Closed
     */
    closed: boolean;
    /**
     * Open
     */
    open: string;
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
 * EventTypeMapping
 *
 * A service booked as one of the Cal.com event types.
 */
export type EventTypeMapping = {
    /**
     * Eventtypeid
     */
    eventTypeId: number | string;
    /**
     * Serviceid
     */
    serviceId: string;
};

/**
 * EventTypesSave
 */
export type EventTypesSave = {
    /**
     * Defaulteventtypeid
     */
    defaultEventTypeId: number | string;
    /**
     * Serviceeventtypemappings
     */
    serviceEventTypeMappings?: Array<Mapping>;
    /**
     * Tenantid
     *
     * Ignored when it is your own tenant's id; anything else is 403. Your tenant comes from your session.
     */
    tenantId?: string | null;
};

/**
 * FunctionAnswer
 *
 * What the agent reads back from one of its functions. Besides `ok` and `result`, a function adds what it
 * found: `failed` (true when it could not do its job), `alternatives` (times to offer instead), `service`,
 * `name`, `address`, `refusal`, `transferred_to`, …
 */
export type FunctionAnswer = {
    /**
     * Ok
     */
    ok: boolean;
    /**
     * Result
     *
     * What the agent says or goes on from
     */
    result: string;
    [key: string]: Json | boolean | string;
};

export type Json = string | number | number | boolean | Array<Json> | {
    [key: string]: Json;
} | null;

/**
 * LastText
 */
export type LastText = {
    /**
     * At
     */
    at: string;
    /**
     * Body
     */
    body: string;
    /**
     * By
     */
    by: 'client' | 'agent' | 'owner';
};

/**
 * LoggedCall
 */
export type LoggedCall = {
    /**
     * Appointmentid
     */
    appointmentId: string | null;
    /**
     * Duration
     *
     * Seconds
     */
    duration: number;
    /**
     * Id
     */
    id: string;
    /**
     * Inprogress
     */
    inProgress: boolean;
    /**
     * Locationid
     *
     * The location whose number was dialled
     */
    locationId: string;
    /**
     * Notes
     */
    notes: string;
    /**
     * Outcome
     *
     * booked, rescheduled (an appointment was moved), cancelled, transferred, missed, message (a call-back was filed), not_booked (an appointment was wanted and none made) or inquiry; null while the call is in progress
     */
    outcome: string | null;
    /**
     * Phonenumber
     */
    phoneNumber: string;
    /**
     * Recordingexpired
     *
     * Deleted after the days you keep recordings
     */
    recordingExpired: boolean;
    /**
     * Recordingurl
     */
    recordingUrl: string;
    /**
     * Sentiment
     */
    sentiment: string;
    /**
     * Summary
     */
    summary: string;
    /**
     * Timestamp
     */
    timestamp: string | null;
    /**
     * Transcript
     */
    transcript: string;
};

/**
 * Mapping
 */
export type Mapping = {
    /**
     * Eventtypeid
     */
    eventTypeId: number | string;
    /**
     * Serviceid
     */
    serviceId: string;
};

/**
 * NumberReplace
 */
export type NumberReplace = {
    /**
     * Areacode
     *
     * 3 digits; empty: toll-free
     */
    areaCode?: string;
    /**
     * Tenantid
     *
     * Ignored when it is your own tenant's id; anything else is 403. Your tenant comes from your session.
     */
    tenantId?: string | null;
};

/**
 * NumberTexting
 */
export type NumberTexting = {
    /**
     * Locationid
     */
    locationId: string;
    /**
     * Locationname
     */
    locationName: string;
    /**
     * Phonenumber
     *
     * As people write it
     */
    phoneNumber: string;
    /**
     * Problem
     *
     * Why carriers turned this toll-free number down, when they did
     */
    problem?: string;
    /**
     * Texting
     *
     * own: clients are texted from it; pending: its review is not done; shared: it takes calls only
     */
    texting: 'own' | 'pending' | 'shared';
    /**
     * Tollfree
     */
    tollFree: boolean;
};

/**
 * OperatorDial
 */
export type OperatorDial = {
    /**
     * Fromnumber
     */
    fromNumber?: string | null;
    /**
     * To
     */
    to: string;
};

/**
 * OwnerDial
 */
export type OwnerDial = {
    /**
     * Fromnumber
     */
    fromNumber?: string | null;
};

/**
 * OwnerReply
 */
export type OwnerReply = {
    /**
     * Body
     */
    body?: string;
};

/**
 * ReceptionistStatus
 */
export type ReceptionistStatus = {
    businessInfo: BusinessInfo;
    /**
     * Calcomconnected
     *
     * The booking calendar can take bookings: the built-in calendar always, Cal.com while connected
     */
    calcomConnected: boolean;
    /**
     * Calcomdefaulteventtypeid
     */
    calcomDefaultEventTypeId: number | string | null;
    /**
     * Formattedphonenumber
     */
    formattedPhoneNumber: string | null;
    /**
     * Locationid
     *
     * The location whose receptionist this is (the first location's id is the business's)
     */
    locationId: string;
    /**
     * Numberareacode
     *
     * The area code the number was asked for (empty: toll-free); a toll-free number in its place means the provider had none there
     */
    numberAreaCode?: string | null;
    /**
     * Phonenumber
     */
    phoneNumber: string | null;
    /**
     * Provisioningerror
     *
     * Why the last launch (status review) or the last ask for a new number failed
     */
    provisioningError?: string | null;
    /**
     * Receptionistactive
     */
    receptionistActive: boolean;
    /**
     * Receptionistupdating
     *
     * A change has not reached the live agent yet (a few seconds)
     */
    receptionistUpdating?: boolean;
    /**
     * Replacingnumber
     *
     * The number a new one is replacing (it answers until the new one does)
     */
    replacingNumber?: string | null;
    /**
     * Serviceeventtypemappings
     */
    serviceEventTypeMappings: Array<EventTypeMapping>;
    /**
     * Services
     */
    services: Array<Service>;
    /**
     * Sharednumber
     *
     * Ringbook's shared number, as people write it, while the location's texts go from it
     */
    sharedNumber?: string | null;
    /**
     * Staff
     */
    staff: Array<StaffMember>;
    /**
     * Status
     */
    status: 'not_started' | 'calcom_auth' | 'event_types' | 'business_info' | 'staff' | 'services' | 'review' | 'provisioning' | 'ready';
    /**
     * Texting
     *
     * Whether clients are texted from the number: own (it texts), pending (US carriers have not approved it for texting yet) or shared (it takes calls only); until own, texts go from Ringbook's shared number, and replies to it reach the location that texted last. None while there is no number
     */
    texting?: 'own' | 'pending' | 'shared' | null;
};

/**
 * RecordingRetention
 */
export type RecordingRetention = {
    /**
     * Days
     */
    days: number;
};

/**
 * Registration
 */
export type Registration = {
    /**
     * Approvedat
     */
    approvedAt: string | null;
    /**
     * What was sent; none before the first time
     */
    details: SavedDetails | null;
    /**
     * Numbers
     *
     * Each location's number and whether it texts
     */
    numbers: Array<NumberTexting>;
    /**
     * Reason
     *
     * Why it was turned down; empty otherwise
     */
    reason: string;
    /**
     * Stage
     *
     * While in review: business (Twilio checks the details), brand (The Campaign Registry checks the business) or campaign (carriers check the texts)
     */
    stage: '' | 'business' | 'brand' | 'campaign';
    /**
     * Status
     *
     * none: not sent yet; in_review: with Twilio and the carriers (usually one to three weeks); approved: the salon's numbers text; rejected: turned down, see reason, correct and send again
     */
    status: 'none' | 'in_review' | 'approved' | 'rejected';
    /**
     * Submittedat
     */
    submittedAt: string | null;
    /**
     * What the salon's profile already says, to start the form with
     */
    suggested: Suggested;
};

/**
 * Saved
 */
export type Saved = {
    /**
     * Ok
     */
    ok?: boolean;
    /**
     * Status
     */
    status: 'not_started' | 'calcom_auth' | 'event_types' | 'business_info' | 'staff' | 'services' | 'review' | 'provisioning' | 'ready';
};

/**
 * SavedDetails
 */
export type SavedDetails = {
    /**
     * Businesstype
     */
    businessType: 'sole_proprietorship' | 'partnership' | 'llc' | 'cooperative' | 'non_profit' | 'corporation';
    /**
     * City
     */
    city: string;
    /**
     * Contactemail
     */
    contactEmail: string;
    /**
     * Contactfirstname
     */
    contactFirstName: string;
    /**
     * Contactlastname
     */
    contactLastName: string;
    /**
     * Contactphone
     *
     * A number carriers may call the contact on
     */
    contactPhone: string;
    /**
     * Contactposition
     */
    contactPosition: 'director' | 'gm' | 'vp' | 'ceo' | 'cfo' | 'general_counsel';
    /**
     * Contacttitle
     *
     * Owner, Manager...
     */
    contactTitle: string;
    /**
     * Einlastfour
     *
     * The last four digits of the EIN sent
     */
    einLastFour: string;
    /**
     * Legalname
     *
     * The name on the salon's IRS records, exactly
     */
    legalName: string;
    /**
     * Postalcode
     *
     * 12345 or 12345-6789
     */
    postalCode: string;
    /**
     * State
     *
     * Two letters: TX
     */
    state: string;
    /**
     * Street
     */
    street: string;
    /**
     * Streetsecondary
     */
    streetSecondary?: string | null;
    /**
     * Website
     *
     * The salon's website, or its booking or social page (http or https)
     */
    website: string;
};

/**
 * Service
 */
export type Service = {
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
     *
     * Dollars
     */
    price: number;
    /**
     * Serviceid
     */
    serviceId: string;
};

/**
 * ServiceAdd
 */
export type ServiceAdd = {
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
     * Serviceid
     */
    serviceId?: string;
};

/**
 * ServicesSave
 */
export type ServicesSave = {
    /**
     * Services
     */
    services: Array<ServiceAdd>;
    /**
     * Tenantid
     *
     * Ignored when it is your own tenant's id; anything else is 403. Your tenant comes from your session.
     */
    tenantId?: string | null;
};

/**
 * ServicesSaved
 */
export type ServicesSaved = {
    /**
     * Ok
     */
    ok?: boolean;
    /**
     * Services
     */
    services: Array<Service>;
    /**
     * Status
     */
    status: 'not_started' | 'calcom_auth' | 'event_types' | 'business_info' | 'staff' | 'services' | 'review' | 'provisioning' | 'ready';
};

/**
 * SimulatedCallView
 */
export type SimulatedCallView = {
    /**
     * Callid
     */
    callId: string;
    /**
     * Durationseconds
     *
     * Once the call has ended
     */
    durationSeconds: number | null;
    /**
     * Endedreason
     */
    endedReason: 'user_hangup' | 'agent_hangup' | 'inactivity' | 'max_duration_reached' | 'call_transfer' | null;
    /**
     * Fromnumber
     */
    fromNumber: string;
    /**
     * Language
     */
    language: string;
    /**
     * Recordingurl
     *
     * Once the call has ended
     */
    recordingUrl: string | null;
    /**
     * Status
     */
    status: 'ongoing' | 'ended';
    /**
     * Tonumber
     */
    toNumber: string;
    /**
     * Transferredto
     */
    transferredTo: string | null;
    /**
     * Turns
     */
    turns: Array<({
        role: 'agent' | 'user';
    } & SpokenTurn) | ({
        role: 'tool';
    } & ToolTurn) | ({
        role: 'transfer';
    } & TransferTurn)>;
};

/**
 * SpokenTurn
 */
export type SpokenTurn = {
    /**
     * Role
     */
    role: 'agent' | 'user';
    /**
     * Text
     */
    text: string;
};

/**
 * StaffAdd
 */
export type StaffAdd = {
    /**
     * Email
     */
    email: string;
    /**
     * Name
     */
    name: string;
    /**
     * Phone
     */
    phone?: string;
    /**
     * Tenantid
     *
     * Ignored when it is your own tenant's id; anything else is 403. Your tenant comes from your session.
     */
    tenantId?: string | null;
    /**
     * Title
     */
    title?: string;
};

/**
 * StaffAdded
 */
export type StaffAdded = {
    staff: StaffMember;
    /**
     * Status
     */
    status: 'not_started' | 'calcom_auth' | 'event_types' | 'business_info' | 'staff' | 'services' | 'review' | 'provisioning' | 'ready';
};

/**
 * StaffMember
 */
export type StaffMember = {
    /**
     * Calendarid
     */
    calendarId: string;
    /**
     * Calendarpending
     */
    calendarPending: boolean;
    /**
     * Email
     */
    email: string | null;
    /**
     * Name
     */
    name: string;
    /**
     * Phone
     *
     * The stylist's mobile (E.164), when given
     */
    phone?: string | null;
    /**
     * Staffid
     */
    staffId: string;
    /**
     * Title
     */
    title: string | null;
};

/**
 * Submission
 */
export type Submission = {
    /**
     * Businesstype
     */
    businessType: 'sole_proprietorship' | 'partnership' | 'llc' | 'cooperative' | 'non_profit' | 'corporation';
    /**
     * City
     */
    city: string;
    /**
     * Contactemail
     */
    contactEmail: string;
    /**
     * Contactfirstname
     */
    contactFirstName: string;
    /**
     * Contactlastname
     */
    contactLastName: string;
    /**
     * Contactphone
     *
     * A number carriers may call the contact on
     */
    contactPhone: string;
    /**
     * Contactposition
     */
    contactPosition: 'director' | 'gm' | 'vp' | 'ceo' | 'cfo' | 'general_counsel';
    /**
     * Contacttitle
     *
     * Owner, Manager...
     */
    contactTitle: string;
    /**
     * Ein
     *
     * The salon's Employer Identification Number (nine digits, 12-3456789); never shown again
     */
    ein: string;
    /**
     * Legalname
     *
     * The name on the salon's IRS records, exactly
     */
    legalName: string;
    /**
     * Postalcode
     *
     * 12345 or 12345-6789
     */
    postalCode: string;
    /**
     * State
     *
     * Two letters: TX
     */
    state: string;
    /**
     * Street
     */
    street: string;
    /**
     * Streetsecondary
     */
    streetSecondary?: string | null;
    /**
     * Website
     *
     * The salon's website, or its booking or social page (http or https)
     */
    website: string;
};

/**
 * Suggested
 */
export type Suggested = {
    /**
     * City
     */
    city: string;
    /**
     * Legalname
     */
    legalName: string;
    /**
     * Postalcode
     */
    postalCode: string;
    /**
     * State
     */
    state: string;
    /**
     * Street
     */
    street: string;
};

/**
 * ThreadDetail
 */
export type ThreadDetail = {
    /**
     * Messages
     *
     * Oldest first (the latest 200)
     */
    messages: Array<ThreadText>;
    thread: ThreadSummary;
};

/**
 * ThreadSummary
 */
export type ThreadSummary = {
    /**
     * Answeredby
     *
     * owner from taking over until handing back
     */
    answeredBy: 'agent' | 'owner';
    /**
     * Clientname
     *
     * The name the client gave the agent by text; empty until then
     */
    clientName?: string;
    /**
     * Id
     */
    id: string;
    /**
     * Lastactivityat
     */
    lastActivityAt: string;
    lastMessage: LastText | null;
    /**
     * Locationid
     */
    locationId: string;
    /**
     * Optedout
     *
     * The client texted STOP to this location: no text may go to them
     */
    optedOut: boolean;
    /**
     * Phone
     *
     * The client's number (E.164)
     */
    phone: string;
    /**
     * Returnedat
     *
     * When it last went back to the agent after a day idle
     */
    returnedAt: string | null;
    /**
     * Takenoverat
     */
    takenOverAt: string | null;
    /**
     * Unread
     *
     * Texts from the client since the owner last opened the thread
     */
    unread: number;
};

/**
 * ThreadText
 */
export type ThreadText = {
    /**
     * At
     */
    at: string;
    /**
     * Body
     */
    body: string;
    /**
     * By
     */
    by: 'client' | 'agent' | 'owner';
    /**
     * Id
     */
    id: string;
};

/**
 * Threads
 */
export type Threads = {
    /**
     * Threads
     */
    threads: Array<ThreadSummary>;
};

/**
 * ToolTurn
 *
 * The agent called one of its functions.
 */
export type ToolTurn = {
    /**
     * Failed
     */
    failed: boolean;
    /**
     * Name
     */
    name: string;
    /**
     * Ok
     */
    ok: boolean;
    /**
     * Role
     */
    role: 'tool';
};

/**
 * TransferTurn
 *
 * The agent put the caller through to the front desk (or tried to).
 */
export type TransferTurn = {
    /**
     * Ok
     */
    ok: boolean;
    /**
     * Role
     */
    role: 'transfer';
    /**
     * To
     */
    to: string | null;
};

/**
 * Turn
 */
export type Turn = {
    /**
     * Text
     */
    text: string;
};

export type operatorDialApiAdminTestCallsPostData = {
    body: OperatorDial;
    path?: never;
    query?: never;
    url: '/api/admin/test-calls';
};

export type operatorDialApiAdminTestCallsPostErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No active receptionist answers at that number on the simulated line
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type operatorDialApiAdminTestCallsPostError = operatorDialApiAdminTestCallsPostErrors[keyof operatorDialApiAdminTestCallsPostErrors];

export type operatorDialApiAdminTestCallsPostResponses = {
    /**
     * Successful Response
     */
    201: SimulatedCallView;
};

export type operatorDialApiAdminTestCallsPostResponse = operatorDialApiAdminTestCallsPostResponses[keyof operatorDialApiAdminTestCallsPostResponses];

export type operatorCallApiAdminTestCallsCallIdGetData = {
    body?: never;
    path: {
        /**
         * Call Id
         */
        call_id: string;
    };
    query?: never;
    url: '/api/admin/test-calls/{call_id}';
};

export type operatorCallApiAdminTestCallsCallIdGetErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No such call (of yours)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type operatorCallApiAdminTestCallsCallIdGetError = operatorCallApiAdminTestCallsCallIdGetErrors[keyof operatorCallApiAdminTestCallsCallIdGetErrors];

export type operatorCallApiAdminTestCallsCallIdGetResponses = {
    /**
     * Successful Response
     */
    200: SimulatedCallView;
};

export type operatorCallApiAdminTestCallsCallIdGetResponse = operatorCallApiAdminTestCallsCallIdGetResponses[keyof operatorCallApiAdminTestCallsCallIdGetResponses];

export type operatorHangUpApiAdminTestCallsCallIdHangupPostData = {
    body?: never;
    path: {
        /**
         * Call Id
         */
        call_id: string;
    };
    query?: never;
    url: '/api/admin/test-calls/{call_id}/hangup';
};

export type operatorHangUpApiAdminTestCallsCallIdHangupPostErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No such call (of yours)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type operatorHangUpApiAdminTestCallsCallIdHangupPostError = operatorHangUpApiAdminTestCallsCallIdHangupPostErrors[keyof operatorHangUpApiAdminTestCallsCallIdHangupPostErrors];

export type operatorHangUpApiAdminTestCallsCallIdHangupPostResponses = {
    /**
     * Successful Response
     */
    200: SimulatedCallView;
};

export type operatorHangUpApiAdminTestCallsCallIdHangupPostResponse = operatorHangUpApiAdminTestCallsCallIdHangupPostResponses[keyof operatorHangUpApiAdminTestCallsCallIdHangupPostResponses];

export type operatorSayApiAdminTestCallsCallIdTurnsPostData = {
    body: Turn;
    path: {
        /**
         * Call Id
         */
        call_id: string;
    };
    query?: never;
    url: '/api/admin/test-calls/{call_id}/turns';
};

export type operatorSayApiAdminTestCallsCallIdTurnsPostErrors = {
    /**
     * No operator token
     */
    401: ErrorBody;
    /**
     * Not an operator
     */
    403: ErrorBody;
    /**
     * No such call (of yours)
     */
    404: ErrorBody;
    /**
     * The call has ended
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type operatorSayApiAdminTestCallsCallIdTurnsPostError = operatorSayApiAdminTestCallsCallIdTurnsPostErrors[keyof operatorSayApiAdminTestCallsCallIdTurnsPostErrors];

export type operatorSayApiAdminTestCallsCallIdTurnsPostResponses = {
    /**
     * Successful Response
     */
    200: SimulatedCallView;
};

export type operatorSayApiAdminTestCallsCallIdTurnsPostResponse = operatorSayApiAdminTestCallsCallIdTurnsPostResponses[keyof operatorSayApiAdminTestCallsCallIdTurnsPostResponses];

export type callLogsApiDashboardCallLogsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Limit
         */
        limit?: number;
        /**
         * Before
         */
        before?: string | null;
        /**
         * Location
         *
         * One of your locations' ids (GET /portal/locations); absent: every location
         */
        location?: string | null;
    };
    url: '/api/dashboard/call-logs';
};

export type callLogsApiDashboardCallLogsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type callLogsApiDashboardCallLogsGetError = callLogsApiDashboardCallLogsGetErrors[keyof callLogsApiDashboardCallLogsGetErrors];

export type callLogsApiDashboardCallLogsGetResponses = {
    /**
     * Successful Response
     */
    200: CallLog;
};

export type callLogsApiDashboardCallLogsGetResponse = callLogsApiDashboardCallLogsGetResponses[keyof callLogsApiDashboardCallLogsGetResponses];

export type listCallbacksApiDashboardCallbacksGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Done
         */
        done?: boolean | null;
        /**
         * Limit
         */
        limit?: number;
        /**
         * Location
         *
         * One of your locations' ids (GET /portal/locations); absent: every location
         */
        location?: string | null;
    };
    url: '/api/dashboard/callbacks';
};

export type listCallbacksApiDashboardCallbacksGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type listCallbacksApiDashboardCallbacksGetError = listCallbacksApiDashboardCallbacksGetErrors[keyof listCallbacksApiDashboardCallbacksGetErrors];

export type listCallbacksApiDashboardCallbacksGetResponses = {
    /**
     * Successful Response
     */
    200: Callbacks;
};

export type listCallbacksApiDashboardCallbacksGetResponse = listCallbacksApiDashboardCallbacksGetResponses[keyof listCallbacksApiDashboardCallbacksGetResponses];

export type updateCallbackApiDashboardCallbacksCallbackIdPatchData = {
    body: CallbackUpdate;
    path: {
        /**
         * Callback Id
         */
        callback_id: string;
    };
    query?: never;
    url: '/api/dashboard/callbacks/{callback_id}';
};

export type updateCallbackApiDashboardCallbacksCallbackIdPatchErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such call-back of yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type updateCallbackApiDashboardCallbacksCallbackIdPatchError = updateCallbackApiDashboardCallbacksCallbackIdPatchErrors[keyof updateCallbackApiDashboardCallbacksCallbackIdPatchErrors];

export type updateCallbackApiDashboardCallbacksCallbackIdPatchResponses = {
    /**
     * Successful Response
     */
    200: CallbackRequest;
};

export type updateCallbackApiDashboardCallbacksCallbackIdPatchResponse = updateCallbackApiDashboardCallbacksCallbackIdPatchResponses[keyof updateCallbackApiDashboardCallbacksCallbackIdPatchResponses];

export type saveBusinessInfoApiReceptionistBusinessInfoPostData = {
    body: BusinessInfoSave;
    path?: never;
    query?: never;
    url: '/api/receptionist/business-info';
};

export type saveBusinessInfoApiReceptionistBusinessInfoPostErrors = {
    /**
     * A language the receptionist does not offer (and the salon never saved)
     */
    400: ErrorBody;
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
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type saveBusinessInfoApiReceptionistBusinessInfoPostError = saveBusinessInfoApiReceptionistBusinessInfoPostErrors[keyof saveBusinessInfoApiReceptionistBusinessInfoPostErrors];

export type saveBusinessInfoApiReceptionistBusinessInfoPostResponses = {
    /**
     * Successful Response
     */
    200: BusinessInfoSaved;
};

export type saveBusinessInfoApiReceptionistBusinessInfoPostResponse = saveBusinessInfoApiReceptionistBusinessInfoPostResponses[keyof saveBusinessInfoApiReceptionistBusinessInfoPostResponses];

export type saveEventTypesApiReceptionistEventTypesPostData = {
    body: EventTypesSave;
    path?: never;
    query?: never;
    url: '/api/receptionist/event-types';
};

export type saveEventTypesApiReceptionistEventTypesPostErrors = {
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
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type saveEventTypesApiReceptionistEventTypesPostError = saveEventTypesApiReceptionistEventTypesPostErrors[keyof saveEventTypesApiReceptionistEventTypesPostErrors];

export type saveEventTypesApiReceptionistEventTypesPostResponses = {
    /**
     * Successful Response
     */
    200: Saved;
};

export type saveEventTypesApiReceptionistEventTypesPostResponse = saveEventTypesApiReceptionistEventTypesPostResponses[keyof saveEventTypesApiReceptionistEventTypesPostResponses];

export type callFunctionApiReceptionistFunctionsNamePostData = {
    body: {
        args?: {
            [key: string]: unknown;
        };
        call: {
            agent_id?: string;
            call_id: string;
            end_timestamp?: number;
            from_number?: string;
            start_timestamp?: number;
            to_number?: string;
        };
        name?: string;
    };
    path: {
        /**
         * Name
         */
        name: 'get_business_info' | 'check_availability' | 'book_appointment' | 'reschedule_appointment' | 'cancel_appointment' | 'request_callback' | 'join_waitlist';
    };
    query?: never;
    url: '/api/receptionist/functions/{name}';
};

export type callFunctionApiReceptionistFunctionsNamePostErrors = {
    /**
     * Not a JSON object, text we cannot store, or no call object with a call_id
     */
    400: ErrorBody;
    /**
     * Not signed with our key (`x-retell-signature`) within the window
     */
    401: ErrorBody;
    /**
     * No function of that name, or the call's agent and number belong to no salon here
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type callFunctionApiReceptionistFunctionsNamePostError = callFunctionApiReceptionistFunctionsNamePostErrors[keyof callFunctionApiReceptionistFunctionsNamePostErrors];

export type callFunctionApiReceptionistFunctionsNamePostResponses = {
    /**
     * Successful Response
     */
    200: FunctionAnswer;
};

export type callFunctionApiReceptionistFunctionsNamePostResponse = callFunctionApiReceptionistFunctionsNamePostResponses[keyof callFunctionApiReceptionistFunctionsNamePostResponses];

export type replaceNumberApiReceptionistPhoneNumberPostData = {
    body: NumberReplace;
    path?: never;
    query?: {
        /**
         * Location
         *
         * One of your locations' ids (GET /portal/locations); default the first location
         */
        location?: string | null;
    };
    url: '/api/receptionist/phone-number';
};

export type replaceNumberApiReceptionistPhoneNumberPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * Not launched yet, or a new number is already on its way
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type replaceNumberApiReceptionistPhoneNumberPostError = replaceNumberApiReceptionistPhoneNumberPostErrors[keyof replaceNumberApiReceptionistPhoneNumberPostErrors];

export type replaceNumberApiReceptionistPhoneNumberPostResponses = {
    /**
     * Successful Response
     */
    202: Saved;
};

export type replaceNumberApiReceptionistPhoneNumberPostResponse = replaceNumberApiReceptionistPhoneNumberPostResponses[keyof replaceNumberApiReceptionistPhoneNumberPostResponses];

export type provisionApiReceptionistProvisionPostData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Location
         *
         * One of your locations' ids (GET /portal/locations); default the first location
         */
        location?: string | null;
    };
    url: '/api/receptionist/provision';
};

export type provisionApiReceptionistProvisionPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * Already being set up, or already active
     */
    409: ErrorBody;
    /**
     * Something is missing: `fields` names each gap
     */
    422: ErrorBody;
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type provisionApiReceptionistProvisionPostError = provisionApiReceptionistProvisionPostErrors[keyof provisionApiReceptionistProvisionPostErrors];

export type provisionApiReceptionistProvisionPostResponses = {
    /**
     * Successful Response
     */
    202: Saved;
};

export type provisionApiReceptionistProvisionPostResponse = provisionApiReceptionistProvisionPostResponses[keyof provisionApiReceptionistProvisionPostResponses];

export type recordingRetentionApiReceptionistRecordingsRetentionGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/receptionist/recordings/retention';
};

export type recordingRetentionApiReceptionistRecordingsRetentionGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
};

export type recordingRetentionApiReceptionistRecordingsRetentionGetError = recordingRetentionApiReceptionistRecordingsRetentionGetErrors[keyof recordingRetentionApiReceptionistRecordingsRetentionGetErrors];

export type recordingRetentionApiReceptionistRecordingsRetentionGetResponses = {
    /**
     * Successful Response
     */
    200: RecordingRetention;
};

export type recordingRetentionApiReceptionistRecordingsRetentionGetResponse = recordingRetentionApiReceptionistRecordingsRetentionGetResponses[keyof recordingRetentionApiReceptionistRecordingsRetentionGetResponses];

export type keepRecordingsApiReceptionistRecordingsRetentionPutData = {
    body: RecordingRetention;
    path?: never;
    query?: never;
    url: '/api/receptionist/recordings/retention';
};

export type keepRecordingsApiReceptionistRecordingsRetentionPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type keepRecordingsApiReceptionistRecordingsRetentionPutError = keepRecordingsApiReceptionistRecordingsRetentionPutErrors[keyof keepRecordingsApiReceptionistRecordingsRetentionPutErrors];

export type keepRecordingsApiReceptionistRecordingsRetentionPutResponses = {
    /**
     * Successful Response
     */
    200: RecordingRetention;
};

export type keepRecordingsApiReceptionistRecordingsRetentionPutResponse = keepRecordingsApiReceptionistRecordingsRetentionPutResponses[keyof keepRecordingsApiReceptionistRecordingsRetentionPutResponses];

export type addServicesApiReceptionistServicesPostData = {
    body: ServicesSave;
    path?: never;
    query?: never;
    url: '/api/receptionist/services';
};

export type addServicesApiReceptionistServicesPostErrors = {
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
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type addServicesApiReceptionistServicesPostError = addServicesApiReceptionistServicesPostErrors[keyof addServicesApiReceptionistServicesPostErrors];

export type addServicesApiReceptionistServicesPostResponses = {
    /**
     * Successful Response
     */
    200: ServicesSaved;
};

export type addServicesApiReceptionistServicesPostResponse = addServicesApiReceptionistServicesPostResponses[keyof addServicesApiReceptionistServicesPostResponses];

export type recordingApiReceptionistSimulatorRecordingsTokenWavGetData = {
    body?: never;
    headers?: {
        /**
         * Range
         */
        range?: string | null;
    };
    path: {
        /**
         * Token
         */
        token: string;
    };
    query?: never;
    url: '/api/receptionist/simulator/recordings/{token}.wav';
};

export type recordingApiReceptionistSimulatorRecordingsTokenWavGetErrors = {
    /**
     * No recording at this address, or it has expired
     */
    404: ErrorBody;
    /**
     * The range is outside the recording
     */
    416: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type recordingApiReceptionistSimulatorRecordingsTokenWavGetError = recordingApiReceptionistSimulatorRecordingsTokenWavGetErrors[keyof recordingApiReceptionistSimulatorRecordingsTokenWavGetErrors];

export type recordingApiReceptionistSimulatorRecordingsTokenWavGetResponses = {
    /**
     * The recording (WAV, 8 kHz µ-law)
     */
    200: Blob | File;
    /**
     * The byte range asked for (`range`)
     */
    206: Blob | File;
};

export type recordingApiReceptionistSimulatorRecordingsTokenWavGetResponse = recordingApiReceptionistSimulatorRecordingsTokenWavGetResponses[keyof recordingApiReceptionistSimulatorRecordingsTokenWavGetResponses];

export type addStaffApiReceptionistStaffPostData = {
    body: StaffAdd;
    path?: never;
    query?: never;
    url: '/api/receptionist/staff';
};

export type addStaffApiReceptionistStaffPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * Too many staff members
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type addStaffApiReceptionistStaffPostError = addStaffApiReceptionistStaffPostErrors[keyof addStaffApiReceptionistStaffPostErrors];

export type addStaffApiReceptionistStaffPostResponses = {
    /**
     * Successful Response
     */
    201: StaffAdded;
};

export type addStaffApiReceptionistStaffPostResponse = addStaffApiReceptionistStaffPostResponses[keyof addStaffApiReceptionistStaffPostResponses];

export type readStatusApiReceptionistStatusGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Location
         *
         * One of your locations' ids (GET /portal/locations); default the first location
         */
        location?: string | null;
    };
    url: '/api/receptionist/status';
};

export type readStatusApiReceptionistStatusGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Booking or tenants did not answer (try again)
     */
    503: ErrorBody;
};

export type readStatusApiReceptionistStatusGetError = readStatusApiReceptionistStatusGetErrors[keyof readStatusApiReceptionistStatusGetErrors];

export type readStatusApiReceptionistStatusGetResponses = {
    /**
     * Successful Response
     */
    200: ReceptionistStatus;
};

export type readStatusApiReceptionistStatusGetResponse = readStatusApiReceptionistStatusGetResponses[keyof readStatusApiReceptionistStatusGetResponses];

export type ownerDialApiReceptionistTestCallsPostData = {
    body: OwnerDial;
    path?: never;
    query?: {
        /**
         * Location
         *
         * One of your locations' ids; default the first location
         */
        location?: string | null;
    };
    url: '/api/receptionist/test-calls';
};

export type ownerDialApiReceptionistTestCallsPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * No active receptionist answers at that number on the simulated line
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type ownerDialApiReceptionistTestCallsPostError = ownerDialApiReceptionistTestCallsPostErrors[keyof ownerDialApiReceptionistTestCallsPostErrors];

export type ownerDialApiReceptionistTestCallsPostResponses = {
    /**
     * Successful Response
     */
    201: SimulatedCallView;
};

export type ownerDialApiReceptionistTestCallsPostResponse = ownerDialApiReceptionistTestCallsPostResponses[keyof ownerDialApiReceptionistTestCallsPostResponses];

export type ownerCallApiReceptionistTestCallsCallIdGetData = {
    body?: never;
    path: {
        /**
         * Call Id
         */
        call_id: string;
    };
    query?: never;
    url: '/api/receptionist/test-calls/{call_id}';
};

export type ownerCallApiReceptionistTestCallsCallIdGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such call (of yours)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type ownerCallApiReceptionistTestCallsCallIdGetError = ownerCallApiReceptionistTestCallsCallIdGetErrors[keyof ownerCallApiReceptionistTestCallsCallIdGetErrors];

export type ownerCallApiReceptionistTestCallsCallIdGetResponses = {
    /**
     * Successful Response
     */
    200: SimulatedCallView;
};

export type ownerCallApiReceptionistTestCallsCallIdGetResponse = ownerCallApiReceptionistTestCallsCallIdGetResponses[keyof ownerCallApiReceptionistTestCallsCallIdGetResponses];

export type ownerHangUpApiReceptionistTestCallsCallIdHangupPostData = {
    body?: never;
    path: {
        /**
         * Call Id
         */
        call_id: string;
    };
    query?: never;
    url: '/api/receptionist/test-calls/{call_id}/hangup';
};

export type ownerHangUpApiReceptionistTestCallsCallIdHangupPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such call (of yours)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type ownerHangUpApiReceptionistTestCallsCallIdHangupPostError = ownerHangUpApiReceptionistTestCallsCallIdHangupPostErrors[keyof ownerHangUpApiReceptionistTestCallsCallIdHangupPostErrors];

export type ownerHangUpApiReceptionistTestCallsCallIdHangupPostResponses = {
    /**
     * Successful Response
     */
    200: SimulatedCallView;
};

export type ownerHangUpApiReceptionistTestCallsCallIdHangupPostResponse = ownerHangUpApiReceptionistTestCallsCallIdHangupPostResponses[keyof ownerHangUpApiReceptionistTestCallsCallIdHangupPostResponses];

export type ownerSayApiReceptionistTestCallsCallIdTurnsPostData = {
    body: Turn;
    path: {
        /**
         * Call Id
         */
        call_id: string;
    };
    query?: never;
    url: '/api/receptionist/test-calls/{call_id}/turns';
};

export type ownerSayApiReceptionistTestCallsCallIdTurnsPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such call (of yours)
     */
    404: ErrorBody;
    /**
     * The call has ended
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type ownerSayApiReceptionistTestCallsCallIdTurnsPostError = ownerSayApiReceptionistTestCallsCallIdTurnsPostErrors[keyof ownerSayApiReceptionistTestCallsCallIdTurnsPostErrors];

export type ownerSayApiReceptionistTestCallsCallIdTurnsPostResponses = {
    /**
     * Successful Response
     */
    200: SimulatedCallView;
};

export type ownerSayApiReceptionistTestCallsCallIdTurnsPostResponse = ownerSayApiReceptionistTestCallsCallIdTurnsPostResponses[keyof ownerSayApiReceptionistTestCallsCallIdTurnsPostResponses];

export type readApiReceptionistTextingRegistrationGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/receptionist/texting/registration';
};

export type readApiReceptionistTextingRegistrationGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
};

export type readApiReceptionistTextingRegistrationGetError = readApiReceptionistTextingRegistrationGetErrors[keyof readApiReceptionistTextingRegistrationGetErrors];

export type readApiReceptionistTextingRegistrationGetResponses = {
    /**
     * Successful Response
     */
    200: Registration;
};

export type readApiReceptionistTextingRegistrationGetResponse = readApiReceptionistTextingRegistrationGetResponses[keyof readApiReceptionistTextingRegistrationGetResponses];

export type submitApiReceptionistTextingRegistrationPutData = {
    body: Submission;
    path?: never;
    query?: never;
    url: '/api/receptionist/texting/registration';
};

export type submitApiReceptionistTextingRegistrationPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * The registration is in review, or approved already
     */
    409: ErrorBody;
    /**
     * A detail carriers would refuse: an EIN that is not nine digits, a state, a ZIP code...
     */
    422: ErrorBody;
};

export type submitApiReceptionistTextingRegistrationPutError = submitApiReceptionistTextingRegistrationPutErrors[keyof submitApiReceptionistTextingRegistrationPutErrors];

export type submitApiReceptionistTextingRegistrationPutResponses = {
    /**
     * Successful Response
     */
    200: Registration;
};

export type submitApiReceptionistTextingRegistrationPutResponse = submitApiReceptionistTextingRegistrationPutResponses[keyof submitApiReceptionistTextingRegistrationPutResponses];

export type listThreadsApiReceptionistTextsThreadsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Limit
         */
        limit?: number;
        /**
         * Location
         *
         * One of your locations' ids (GET /portal/locations); absent: the first location
         */
        location?: string | null;
    };
    url: '/api/receptionist/texts/threads';
};

export type listThreadsApiReceptionistTextsThreadsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such location among yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type listThreadsApiReceptionistTextsThreadsGetError = listThreadsApiReceptionistTextsThreadsGetErrors[keyof listThreadsApiReceptionistTextsThreadsGetErrors];

export type listThreadsApiReceptionistTextsThreadsGetResponses = {
    /**
     * Successful Response
     */
    200: Threads;
};

export type listThreadsApiReceptionistTextsThreadsGetResponse = listThreadsApiReceptionistTextsThreadsGetResponses[keyof listThreadsApiReceptionistTextsThreadsGetResponses];

export type readThreadApiReceptionistTextsThreadsThreadIdGetData = {
    body?: never;
    path: {
        /**
         * Thread Id
         */
        thread_id: string;
    };
    query?: never;
    url: '/api/receptionist/texts/threads/{thread_id}';
};

export type readThreadApiReceptionistTextsThreadsThreadIdGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such conversation of yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type readThreadApiReceptionistTextsThreadsThreadIdGetError = readThreadApiReceptionistTextsThreadsThreadIdGetErrors[keyof readThreadApiReceptionistTextsThreadsThreadIdGetErrors];

export type readThreadApiReceptionistTextsThreadsThreadIdGetResponses = {
    /**
     * Successful Response
     */
    200: ThreadDetail;
};

export type readThreadApiReceptionistTextsThreadsThreadIdGetResponse = readThreadApiReceptionistTextsThreadsThreadIdGetResponses[keyof readThreadApiReceptionistTextsThreadsThreadIdGetResponses];

export type handBackApiReceptionistTextsThreadsThreadIdHandBackPostData = {
    body?: never;
    path: {
        /**
         * Thread Id
         */
        thread_id: string;
    };
    query?: never;
    url: '/api/receptionist/texts/threads/{thread_id}/hand-back';
};

export type handBackApiReceptionistTextsThreadsThreadIdHandBackPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such conversation of yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type handBackApiReceptionistTextsThreadsThreadIdHandBackPostError = handBackApiReceptionistTextsThreadsThreadIdHandBackPostErrors[keyof handBackApiReceptionistTextsThreadsThreadIdHandBackPostErrors];

export type handBackApiReceptionistTextsThreadsThreadIdHandBackPostResponses = {
    /**
     * Successful Response
     */
    200: ThreadDetail;
};

export type handBackApiReceptionistTextsThreadsThreadIdHandBackPostResponse = handBackApiReceptionistTextsThreadsThreadIdHandBackPostResponses[keyof handBackApiReceptionistTextsThreadsThreadIdHandBackPostResponses];

export type replyApiReceptionistTextsThreadsThreadIdRepliesPostData = {
    body: OwnerReply;
    path: {
        /**
         * Thread Id
         */
        thread_id: string;
    };
    query?: never;
    url: '/api/receptionist/texts/threads/{thread_id}/replies';
};

export type replyApiReceptionistTextsThreadsThreadIdRepliesPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such conversation of yours
     */
    404: ErrorBody;
    /**
     * The client opted out of this location's texts
     */
    409: ErrorBody;
    /**
     * An empty reply, or one longer than a text may be
     */
    422: ErrorBody;
};

export type replyApiReceptionistTextsThreadsThreadIdRepliesPostError = replyApiReceptionistTextsThreadsThreadIdRepliesPostErrors[keyof replyApiReceptionistTextsThreadsThreadIdRepliesPostErrors];

export type replyApiReceptionistTextsThreadsThreadIdRepliesPostResponses = {
    /**
     * Successful Response
     */
    201: ThreadDetail;
};

export type replyApiReceptionistTextsThreadsThreadIdRepliesPostResponse = replyApiReceptionistTextsThreadsThreadIdRepliesPostResponses[keyof replyApiReceptionistTextsThreadsThreadIdRepliesPostResponses];

export type takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostData = {
    body?: never;
    path: {
        /**
         * Thread Id
         */
        thread_id: string;
    };
    query?: never;
    url: '/api/receptionist/texts/threads/{thread_id}/take-over';
};

export type takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner of a business
     */
    403: ErrorBody;
    /**
     * No such conversation of yours
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostError = takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostErrors[keyof takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostErrors];

export type takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostResponses = {
    /**
     * Successful Response
     */
    200: ThreadDetail;
};

export type takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostResponse = takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostResponses[keyof takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostResponses];

export type twilioTextApiReceptionistTextsTwilioPostData = {
    body: {
        /**
         * Longer is cut; characters that cannot be kept are dropped
         */
        Body?: string;
        From: string;
        MessageSid: string;
        To: string;
        [key: string]: string | string | string | string | undefined;
    };
    path?: never;
    query?: never;
    url: '/api/receptionist/texts/twilio';
};

export type twilioTextApiReceptionistTextsTwilioPostErrors = {
    /**
     * Not URL-encoded UTF-8, or no MessageSid, From (a phone number) or To
     */
    400: ErrorBody;
    /**
     * Not signed by Twilio with our auth token (`X-Twilio-Signature`)
     */
    401: ErrorBody;
    /**
     * Not a form (application/x-www-form-urlencoded)
     */
    415: ErrorBody;
};

export type twilioTextApiReceptionistTextsTwilioPostError = twilioTextApiReceptionistTextsTwilioPostErrors[keyof twilioTextApiReceptionistTextsTwilioPostErrors];

export type twilioTextApiReceptionistTextsTwilioPostResponses = {
    /**
     * TwiML: `<Response/>`, or `<Response><Message>…</Message></Response>` to answer
     */
    200: string;
};

export type twilioTextApiReceptionistTextsTwilioPostResponse = twilioTextApiReceptionistTextsTwilioPostResponses[keyof twilioTextApiReceptionistTextsTwilioPostResponses];

export type voiceWebhookApiReceptionistWebhooksVoicePostData = {
    body: {
        call?: {
            agent_id?: string;
            call_id: string;
            end_timestamp?: number;
            from_number?: string;
            start_timestamp?: number;
            to_number?: string;
        };
        /**
         * call_started, call_ended or call_analyzed; others are acknowledged and ignored
         */
        event?: string;
    };
    path?: never;
    query?: never;
    url: '/api/receptionist/webhooks/voice';
};

export type voiceWebhookApiReceptionistWebhooksVoicePostErrors = {
    /**
     * Not a JSON object, text we cannot store, or no call object with a call_id
     */
    400: ErrorBody;
    /**
     * Not signed with our key (`x-retell-signature`) within the window
     */
    401: ErrorBody;
    /**
     * The call's agent and number belong to no salon here
     */
    404: ErrorBody;
};

export type voiceWebhookApiReceptionistWebhooksVoicePostError = voiceWebhookApiReceptionistWebhooksVoicePostErrors[keyof voiceWebhookApiReceptionistWebhooksVoicePostErrors];

export type voiceWebhookApiReceptionistWebhooksVoicePostResponses = {
    /**
     * Successful Response
     */
    204: void;
};

export type voiceWebhookApiReceptionistWebhooksVoicePostResponse = voiceWebhookApiReceptionistWebhooksVoicePostResponses[keyof voiceWebhookApiReceptionistWebhooksVoicePostResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'POST /api/admin/test-calls': { request: operatorDialApiAdminTestCallsPostData; response: operatorDialApiAdminTestCallsPostResponse };
    'GET /api/admin/test-calls/{call_id}': { request: operatorCallApiAdminTestCallsCallIdGetData; response: operatorCallApiAdminTestCallsCallIdGetResponse };
    'POST /api/admin/test-calls/{call_id}/hangup': { request: operatorHangUpApiAdminTestCallsCallIdHangupPostData; response: operatorHangUpApiAdminTestCallsCallIdHangupPostResponse };
    'POST /api/admin/test-calls/{call_id}/turns': { request: operatorSayApiAdminTestCallsCallIdTurnsPostData; response: operatorSayApiAdminTestCallsCallIdTurnsPostResponse };
    'GET /api/dashboard/call-logs': { request: callLogsApiDashboardCallLogsGetData; response: callLogsApiDashboardCallLogsGetResponse };
    'GET /api/dashboard/callbacks': { request: listCallbacksApiDashboardCallbacksGetData; response: listCallbacksApiDashboardCallbacksGetResponse };
    'PATCH /api/dashboard/callbacks/{callback_id}': { request: updateCallbackApiDashboardCallbacksCallbackIdPatchData; response: updateCallbackApiDashboardCallbacksCallbackIdPatchResponse };
    'POST /api/receptionist/business-info': { request: saveBusinessInfoApiReceptionistBusinessInfoPostData; response: saveBusinessInfoApiReceptionistBusinessInfoPostResponse };
    'POST /api/receptionist/event-types': { request: saveEventTypesApiReceptionistEventTypesPostData; response: saveEventTypesApiReceptionistEventTypesPostResponse };
    'POST /api/receptionist/functions/{name}': { request: callFunctionApiReceptionistFunctionsNamePostData; response: callFunctionApiReceptionistFunctionsNamePostResponse };
    'POST /api/receptionist/phone-number': { request: replaceNumberApiReceptionistPhoneNumberPostData; response: replaceNumberApiReceptionistPhoneNumberPostResponse };
    'POST /api/receptionist/provision': { request: provisionApiReceptionistProvisionPostData; response: provisionApiReceptionistProvisionPostResponse };
    'GET /api/receptionist/recordings/retention': { request: recordingRetentionApiReceptionistRecordingsRetentionGetData; response: recordingRetentionApiReceptionistRecordingsRetentionGetResponse };
    'PUT /api/receptionist/recordings/retention': { request: keepRecordingsApiReceptionistRecordingsRetentionPutData; response: keepRecordingsApiReceptionistRecordingsRetentionPutResponse };
    'POST /api/receptionist/services': { request: addServicesApiReceptionistServicesPostData; response: addServicesApiReceptionistServicesPostResponse };
    'GET /api/receptionist/simulator/recordings/{token}.wav': { request: recordingApiReceptionistSimulatorRecordingsTokenWavGetData; response: recordingApiReceptionistSimulatorRecordingsTokenWavGetResponse };
    'POST /api/receptionist/staff': { request: addStaffApiReceptionistStaffPostData; response: addStaffApiReceptionistStaffPostResponse };
    'GET /api/receptionist/status': { request: readStatusApiReceptionistStatusGetData; response: readStatusApiReceptionistStatusGetResponse };
    'POST /api/receptionist/test-calls': { request: ownerDialApiReceptionistTestCallsPostData; response: ownerDialApiReceptionistTestCallsPostResponse };
    'GET /api/receptionist/test-calls/{call_id}': { request: ownerCallApiReceptionistTestCallsCallIdGetData; response: ownerCallApiReceptionistTestCallsCallIdGetResponse };
    'POST /api/receptionist/test-calls/{call_id}/hangup': { request: ownerHangUpApiReceptionistTestCallsCallIdHangupPostData; response: ownerHangUpApiReceptionistTestCallsCallIdHangupPostResponse };
    'POST /api/receptionist/test-calls/{call_id}/turns': { request: ownerSayApiReceptionistTestCallsCallIdTurnsPostData; response: ownerSayApiReceptionistTestCallsCallIdTurnsPostResponse };
    'GET /api/receptionist/texting/registration': { request: readApiReceptionistTextingRegistrationGetData; response: readApiReceptionistTextingRegistrationGetResponse };
    'PUT /api/receptionist/texting/registration': { request: submitApiReceptionistTextingRegistrationPutData; response: submitApiReceptionistTextingRegistrationPutResponse };
    'GET /api/receptionist/texts/threads': { request: listThreadsApiReceptionistTextsThreadsGetData; response: listThreadsApiReceptionistTextsThreadsGetResponse };
    'GET /api/receptionist/texts/threads/{thread_id}': { request: readThreadApiReceptionistTextsThreadsThreadIdGetData; response: readThreadApiReceptionistTextsThreadsThreadIdGetResponse };
    'POST /api/receptionist/texts/threads/{thread_id}/hand-back': { request: handBackApiReceptionistTextsThreadsThreadIdHandBackPostData; response: handBackApiReceptionistTextsThreadsThreadIdHandBackPostResponse };
    'POST /api/receptionist/texts/threads/{thread_id}/replies': { request: replyApiReceptionistTextsThreadsThreadIdRepliesPostData; response: replyApiReceptionistTextsThreadsThreadIdRepliesPostResponse };
    'POST /api/receptionist/texts/threads/{thread_id}/take-over': { request: takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostData; response: takeOverApiReceptionistTextsThreadsThreadIdTakeOverPostResponse };
    'POST /api/receptionist/texts/twilio': { request: twilioTextApiReceptionistTextsTwilioPostData; response: twilioTextApiReceptionistTextsTwilioPostResponse };
    'POST /api/receptionist/webhooks/voice': { request: voiceWebhookApiReceptionistWebhooksVoicePostData; response: voiceWebhookApiReceptionistWebhooksVoicePostResponse };
};
