// Generated from api/openapi/booking.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * Analytics
 */
export type Analytics = {
    /**
     * Afterhourscalls
     */
    afterHoursCalls: number;
    /**
     * Averagebookingvalue
     *
     * Dollars
     */
    averageBookingValue: number;
    /**
     * Conversionrate
     *
     * Percent of the calls whose outcome is booked
     */
    conversionRate: number;
    /**
     * From
     *
     * The first local date of the period
     */
    from: string;
    /**
     * Missedopportunities
     */
    missedOpportunities: number;
    /**
     * Recoveredrevenue
     *
     * Dollars: the prices of those bookings
     */
    recoveredRevenue: number;
    /**
     * Series
     */
    series: Array<DayFigures>;
    /**
     * Successfulbookings
     *
     * Bookings the receptionist made on a call, not cancelled since
     */
    successfulBookings: number;
    /**
     * Textbookings
     *
     * Bookings the receptionist made by text, not cancelled since
     */
    textBookings?: number;
    /**
     * Textrevenue
     *
     * Dollars: the prices of those bookings
     */
    textRevenue?: number;
    /**
     * Timezone
     */
    timezone: string;
    /**
     * To
     *
     * The last local date of the period
     */
    to: string;
    /**
     * Todayappointments
     */
    todayAppointments: number;
    /**
     * Totalbookings
     */
    totalBookings: number;
    /**
     * Totalcalls
     */
    totalCalls: number;
    /**
     * Totalrevenue
     *
     * Dollars
     */
    totalRevenue: number;
    /**
     * Upcomingthisweek
     */
    upcomingThisWeek: number;
    /**
     * Waitlistrefills
     *
     * Freed times booked from the waitlist, not cancelled since
     */
    waitlistRefills?: number;
    /**
     * Waitlistrevenue
     *
     * Dollars: the prices of those bookings
     */
    waitlistRevenue?: number;
};

/**
 * ApiKey
 */
export type ApiKey = {
    /**
     * Apikey
     */
    apiKey: string;
};

/**
 * AppointmentCreate
 */
export type AppointmentCreate = {
    /**
     * Customeremail
     */
    customerEmail?: string | null;
    /**
     * Customername
     */
    customerName?: string;
    /**
     * Customerphone
     */
    customerPhone?: string;
    /**
     * Idempotencykey
     */
    idempotencyKey?: string | null;
    /**
     * Location
     */
    location?: string | null;
    /**
     * Notes
     */
    notes?: string | null;
    /**
     * Serviceid
     */
    serviceId?: string | null;
    /**
     * Slotid
     */
    slotId?: string | null;
    /**
     * Source
     */
    source?: string | null;
    /**
     * Staffid
     */
    staffId?: string | null;
    /**
     * Start
     */
    start?: string | null;
};

/**
 * AppointmentPage
 */
export type AppointmentPage = {
    /**
     * Appointments
     */
    appointments: Array<AppointmentView>;
    /**
     * Page
     */
    page: number;
    /**
     * Pagesize
     */
    pageSize: number;
    /**
     * Pricetotal
     *
     * The sum of their prices, in dollars
     */
    priceTotal: number;
    /**
     * Total
     *
     * How many appointments match
     */
    total: number;
};

/**
 * AppointmentUpdate
 *
 * Reschedule (`slotId`, or `start` [+ `staffId`]), cancel (`status: "cancelled"` + `reason`), or mark
 * `status: "completed"` / `"no-show"`.
 */
export type AppointmentUpdate = {
    /**
     * Reason
     */
    reason?: string | null;
    /**
     * Slotid
     */
    slotId?: string | null;
    /**
     * Staffid
     */
    staffId?: string | null;
    /**
     * Start
     */
    start?: string | null;
    /**
     * Status
     */
    status?: 'cancelled' | 'completed' | 'no-show' | null;
};

/**
 * AppointmentView
 *
 * An appointment as the portal shows it: the spec's fields, its ids and its instants in the salon's zone.
 */
export type AppointmentView = {
    /**
     * Bookedat
     */
    bookedAt: string;
    /**
     * Cancelreason
     */
    cancelReason: string;
    /**
     * Confirmedat
     *
     * When the client confirmed it by replying to its reminder, local time with offset; empty until then, and again once moved
     */
    confirmedAt?: string;
    /**
     * Customeremail
     */
    customerEmail: string;
    /**
     * Customername
     */
    customerName: string;
    /**
     * Customerphone
     */
    customerPhone: string;
    /**
     * Date
     *
     * Local date of the start
     */
    date: string;
    /**
     * Duration
     *
     * Minutes
     */
    duration: number;
    /**
     * Endsat
     *
     * Local time with offset
     */
    endsAt: string;
    /**
     * Id
     */
    id: string;
    /**
     * Language
     */
    language: string;
    /**
     * Locationid
     *
     * The location it is at (the business's first location's id is its own)
     */
    locationId?: string;
    /**
     * Notes
     */
    notes: string;
    /**
     * Price
     *
     * Dollars
     */
    price: number;
    /**
     * Service
     */
    service: string;
    /**
     * Serviceid
     */
    serviceId: string;
    /**
     * Source
     */
    source: string;
    /**
     * Staffid
     */
    staffId: string;
    /**
     * Staffname
     */
    staffName: string;
    /**
     * Startsat
     *
     * Local time with offset
     */
    startsAt: string;
    /**
     * Status
     *
     * scheduled, completed, cancelled or no-show
     */
    status: string;
    /**
     * Time
     *
     * Local time of the start (HH:MM)
     */
    time: string;
};

/**
 * Availability
 */
export type Availability = {
    /**
     * Serviceid
     */
    serviceId: string;
    /**
     * Slots
     */
    slots: Array<Slot_Output>;
    /**
     * Timezone
     */
    timezone: string;
};

/**
 * CalendarChoice
 *
 * Either or both: which calendar takes bookings, how many days ahead they are taken. Left out is unchanged.
 */
export type CalendarChoice = {
    /**
     * Bookingcalendar
     */
    bookingCalendar?: 'builtin' | 'calcom' | null;
    /**
     * Bookingwindowdays
     *
     * How many days ahead bookings are taken
     */
    bookingWindowDays?: number | null;
};

/**
 * CalendarSettings
 */
export type CalendarSettings = {
    /**
     * Bookingcalendar
     *
     * Which calendar takes the bookings: our built-in one, or the connected Cal.com account
     */
    bookingCalendar: 'builtin' | 'calcom';
    /**
     * Bookingwindowdays
     *
     * How many days ahead bookings are taken (1 to 730)
     */
    bookingWindowDays: number;
    calcom: ProviderState;
    google: ProviderState;
};

/**
 * CalendarShare
 *
 * Add Staff's Email: share the member's calendar with this address.
 */
export type CalendarShare = {
    /**
     * Email
     */
    email: string;
    /**
     * Tenantid
     *
     * Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.
     */
    tenantId?: string | null;
};

/**
 * Candidate
 */
export type Candidate = {
    /**
     * Name
     */
    name: string;
    /**
     * Staffid
     */
    staffId: string;
};

/**
 * DayFigures
 */
export type DayFigures = {
    /**
     * Bookings
     */
    bookings: number;
    /**
     * Calls
     */
    calls: number;
    /**
     * Date
     *
     * A local date of the salon
     */
    date: string;
    /**
     * Revenue
     *
     * Dollars
     */
    revenue: number;
};

/**
 * DefaultEventType
 */
export type DefaultEventType = {
    /**
     * Eventtypeid
     */
    eventTypeId: number;
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
 * EventType
 *
 * Cal.com's event type, or (built-in calendar) one of the salon's services in the same shape.
 */
export type EventType = {
    /**
     * Description
     */
    description?: string;
    /**
     * Id
     *
     * Cal.com's event type id; the service id with the built-in calendar
     */
    id: number | string;
    /**
     * Lengthinminutes
     */
    lengthInMinutes: number;
    /**
     * Title
     */
    title: string;
};

/**
 * FeedLink
 */
export type FeedLink = {
    /**
     * Url
     *
     * The private iCalendar feed; anyone with it can read the member's appointments
     */
    url: string;
    /**
     * Webcalurl
     *
     * The same feed for calendar apps that subscribe to webcal:// links
     */
    webcalUrl: string;
};

/**
 * GoogleStatus
 */
export type GoogleStatus = {
    /**
     * Connected
     */
    connected: boolean;
};

/**
 * HoursSlot
 */
export type HoursSlot = {
    /**
     * Dow
     */
    dow: number;
    /**
     * End
     */
    end: string;
    /**
     * Start
     */
    start: string;
};

/**
 * HoursUpdate
 */
export type HoursUpdate = {
    /**
     * Hours
     *
     * The whole week: several intervals a day make breaks; they may not overlap
     */
    hours: Array<{
        /**
         * 0 Sunday .. 6 Saturday
         */
        dow: number;
        /**
         * false: the row is skipped (an unticked day)
         */
        enabled?: boolean;
        /**
         * After start; 24:00 for midnight
         */
        end: string;
        start: string;
    }>;
    /**
     * Location
     */
    location?: string | null;
    /**
     * Staffid
     */
    staffId: string;
    /**
     * Tenantid
     *
     * Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.
     */
    tenantId?: string | null;
};

/**
 * LocationEventType
 *
 * A location and the Cal.com event type its bookings go to.
 */
export type LocationEventType = {
    /**
     * Eventtypeid
     *
     * None until the owner chooses one for the location
     */
    eventTypeId: number | null;
    /**
     * Locationid
     */
    locationId: string;
    /**
     * Name
     */
    name: string;
};

/**
 * Period
 */
export type Period = {
    /**
     * Location Id
     */
    location_id?: string | null;
    /**
     * Reason
     */
    reason?: string | null;
    /**
     * Time Max
     */
    time_max: string;
    /**
     * Time Min
     */
    time_min: string;
};

/**
 * ProviderState
 */
export type ProviderState = {
    /**
     * Account
     */
    account?: string;
    /**
     * Authkind
     */
    authKind?: string | null;
    /**
     * Connected
     */
    connected: boolean;
    /**
     * Defaulteventtypeid
     */
    defaultEventTypeId?: number | null;
    /**
     * Status
     *
     * `not_connected`, `connected` or `failing` (connect again)
     */
    status: string;
};

/**
 * Slot
 */
export type Slot_Input = {
    /**
     * Dow
     */
    dow: number;
    /**
     * End
     */
    end: number;
    /**
     * Start
     */
    start: number;
};

/**
 * Slot
 */
export type Slot_Output = {
    /**
     * End
     *
     * Local time with offset
     */
    end: string;
    /**
     * Slotid
     *
     * Pass back to book this time
     */
    slotId: string;
    /**
     * Staffid
     */
    staffId: string;
    /**
     * Staffname
     */
    staffName: string;
    /**
     * Start
     *
     * Local time with offset
     */
    start: string;
};

/**
 * StaffCreate
 *
 * Add Staff: ID and name required (trimmed), e-mail and title optional.
 */
export type StaffCreate = {
    /**
     * Email
     */
    email?: string | null;
    /**
     * Name
     */
    name: string;
    /**
     * Phone
     */
    phone?: string | null;
    /**
     * Staffid
     *
     * A short id of your choice, used in URLs; unique among your staff
     */
    staffId: string;
    /**
     * Tenantid
     *
     * Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.
     */
    tenantId?: string | null;
    /**
     * Title
     */
    title?: string | null;
};

/**
 * StaffHours
 */
export type StaffHours = {
    /**
     * Hours
     */
    hours: Array<HoursSlot>;
};

/**
 * StaffList
 */
export type StaffList = {
    /**
     * Staff
     */
    staff: Array<StaffMember>;
};

/**
 * StaffMember
 */
export type StaffMember = {
    /**
     * Calendarid
     *
     * Opens the member's calendar: a Google calendar id (`…@group.calendar.google.com`), or `builtin:<uuid>` for a built-in one; empty while pending
     */
    calendarId: string;
    /**
     * Calendarpending
     *
     * True while Google has not created the member's calendar yet (retried in the background)
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
     * The member's mobile (E.164), when the salon gave one
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
 * StaffPhoneSet
 *
 * A member's own mobile: given to set it, empty or null to clear it.
 */
export type StaffPhoneSet = {
    /**
     * Phone
     */
    phone?: string | null;
    /**
     * Tenantid
     *
     * Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.
     */
    tenantId?: string | null;
};

/**
 * StaffRemoval
 *
 * What happens to the member's upcoming appointments: each one in `reassign` goes to the member named,
 * `force: true` cancels the rest (each client gets a text); without it, any left refuse the removal.
 */
export type StaffRemoval = {
    /**
     * Deletecalendar
     */
    deleteCalendar?: boolean;
    /**
     * Force
     */
    force?: boolean;
    /**
     * Reassign
     *
     * appointment id -> staff ID of the member who takes it over (free at that time)
     */
    reassign?: {
        [key: string]: string;
    };
    /**
     * Tenantid
     *
     * Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.
     */
    tenantId?: string | null;
};

/**
 * StaffRemoved
 */
export type StaffRemoved = {
    /**
     * Calendardeleted
     */
    calendarDeleted: boolean;
    /**
     * Cancelledappointments
     */
    cancelledAppointments?: number;
    /**
     * Deleted
     */
    deleted?: boolean;
    /**
     * Reassignedappointments
     */
    reassignedAppointments?: number;
    /**
     * Staffid
     */
    staffId: string;
};

/**
 * StaffTimeOff
 */
export type StaffTimeOff = {
    /**
     * Ranges
     */
    ranges: Array<TimeOffRange>;
};

/**
 * StartUrl
 */
export type StartUrl = {
    /**
     * Url
     *
     * Open it (in a popup); the provider sends the owner back to /auth/popup-complete?provider=…&ok=1|0
     */
    url: string;
};

/**
 * TimeOffRange
 */
export type TimeOffRange = {
    /**
     * Location
     *
     * Where the member is away; absent: everywhere. Time off keeps them from every location either way: one diary
     */
    location?: string | null;
    /**
     * Reason
     */
    reason: string | null;
    /**
     * Timemax
     */
    timeMax: string;
    /**
     * Timemin
     */
    timeMin: string;
};

/**
 * TimeOffUpdate
 */
export type TimeOffUpdate = {
    /**
     * Ranges
     */
    ranges: Array<{
        /**
         * One of your locations' ids; absent or null: away from every location
         */
        location?: string | null;
        reason?: string | null;
        /**
         * After timeMin
         */
        timeMax: string;
        /**
         * ISO 8601 with a UTC offset
         */
        timeMin: string;
    }>;
    /**
     * Staffid
     */
    staffId: string;
    /**
     * Tenantid
     *
     * Optional (business admin dashboard). Must be your own tenant's id; anything else is 403.
     */
    tenantId?: string | null;
};

/**
 * UpcomingAppointment
 */
export type UpcomingAppointment = {
    /**
     * Customername
     */
    customerName: string;
    /**
     * Date
     */
    date: string;
    /**
     * Id
     */
    id: string;
    /**
     * Reassignto
     *
     * Members who offer the service and are free at that time
     */
    reassignTo: Array<Candidate>;
    /**
     * Service
     */
    service: string;
    /**
     * Startsat
     */
    startsAt: string;
    /**
     * Time
     */
    time: string;
};

/**
 * UpcomingOfStaff
 */
export type UpcomingOfStaff = {
    /**
     * Appointments
     *
     * The first 200 of them, soonest first
     */
    appointments: Array<UpcomingAppointment>;
    /**
     * Name
     */
    name: string;
    /**
     * Staffid
     */
    staffId: string;
    /**
     * Upcomingappointments
     *
     * How many upcoming appointments the member has
     */
    upcomingAppointments: number;
};

/**
 * WaitlistEntryCreate
 *
 * A client the owner puts on the waitlist, who agreed to be texted about freed times.
 */
export type WaitlistEntryCreate = {
    /**
     * Clientagreed
     */
    clientAgreed?: boolean;
    /**
     * Customername
     */
    customerName?: string;
    /**
     * Customerphone
     */
    customerPhone?: string;
    /**
     * Earliest
     */
    earliest?: string | null;
    /**
     * Fromdate
     */
    fromDate?: string | null;
    /**
     * Language
     */
    language?: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | null;
    /**
     * Latest
     */
    latest?: string | null;
    /**
     * Location
     */
    location?: string | null;
    /**
     * Partofday
     */
    partOfDay?: 'morning' | 'afternoon' | 'evening' | 'any' | null;
    /**
     * Serviceid
     */
    serviceId?: string;
    /**
     * Staffid
     */
    staffId?: string | null;
    /**
     * Todate
     */
    toDate?: string | null;
};

/**
 * WaitlistEntryView
 */
export type WaitlistEntryView = {
    /**
     * Consent
     */
    consent: string;
    /**
     * Consentedat
     */
    consentedAt: string;
    /**
     * Customername
     */
    customerName: string;
    /**
     * Customerphone
     */
    customerPhone: string;
    /**
     * Earliest
     */
    earliest: string;
    /**
     * Fromdate
     */
    fromDate: string;
    /**
     * Id
     */
    id: string;
    /**
     * Joinedat
     */
    joinedAt: string;
    /**
     * Language
     */
    language: string | null;
    /**
     * Latest
     */
    latest: string;
    /**
     * Locationid
     */
    locationId: string;
    /**
     * Serviceid
     */
    serviceId: string;
    /**
     * Staffid
     */
    staffId: string | null;
    /**
     * Staffname
     */
    staffName: string | null;
    /**
     * Status
     */
    status: string;
    /**
     * Todate
     */
    toDate: string;
};

/**
 * WaitlistPage
 */
export type WaitlistPage = {
    /**
     * Entries
     */
    entries: Array<WaitlistEntryView>;
};

/**
 * WaitlistSettingsUpdate
 */
export type WaitlistSettingsUpdate = {
    /**
     * Holdminutes
     */
    holdMinutes?: number;
    /**
     * Quietend
     */
    quietEnd?: string;
    /**
     * Quietstart
     */
    quietStart?: string;
};

/**
 * WaitlistSettingsView
 */
export type WaitlistSettingsView = {
    /**
     * Holdminutes
     */
    holdMinutes: number;
    /**
     * Quietend
     */
    quietEnd: string;
    /**
     * Quietstart
     */
    quietStart: string;
};

/**
 * WebhookAnswer
 */
export type WebhookAnswer = {
    /**
     * Ok
     */
    ok?: boolean;
    /**
     * Result
     *
     * What the delivery did: created, moved, cancelled, known, ours, duplicate, ignored, no_staff
     */
    result: string;
};

export type createAppointmentApiAppointmentsPostData = {
    body: AppointmentCreate;
    headers?: {
        /**
         * Idempotency-Key
         */
        'idempotency-key'?: string | null;
    };
    path?: never;
    query?: never;
    url: '/api/appointments';
};

export type createAppointmentApiAppointmentsPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * The slot was taken: `{"error", "alternatives": [up to 3 nearest slots]}`
     */
    409: ErrorBody;
    /**
     * Invalid input, or a time that cannot be booked: `{"error", "reason", "alternatives"}` with reason past, too_soon, beyond_window, closed, off_grid or staff_unavailable
     */
    422: ErrorBody;
};

export type createAppointmentApiAppointmentsPostError = createAppointmentApiAppointmentsPostErrors[keyof createAppointmentApiAppointmentsPostErrors];

export type createAppointmentApiAppointmentsPostResponses = {
    /**
     * Successful Response
     */
    201: AppointmentView;
};

export type createAppointmentApiAppointmentsPostResponse = createAppointmentApiAppointmentsPostResponses[keyof createAppointmentApiAppointmentsPostResponses];

export type updateAppointmentApiAppointmentsAppointmentIdPatchData = {
    body: AppointmentUpdate;
    path: {
        /**
         * Appointment Id
         */
        appointment_id: string;
    };
    query?: never;
    url: '/api/appointments/{appointment_id}';
};

export type updateAppointmentApiAppointmentsAppointmentIdPatchErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such appointment in your business
     */
    404: ErrorBody;
    /**
     * The slot was taken: `{"error", "alternatives": [up to 3 nearest slots]}`
     */
    409: ErrorBody;
    /**
     * Invalid input, or a time that cannot be booked: `{"error", "reason", "alternatives"}` with reason past, too_soon, beyond_window, closed, off_grid or staff_unavailable
     */
    422: ErrorBody;
};

export type updateAppointmentApiAppointmentsAppointmentIdPatchError = updateAppointmentApiAppointmentsAppointmentIdPatchErrors[keyof updateAppointmentApiAppointmentsAppointmentIdPatchErrors];

export type updateAppointmentApiAppointmentsAppointmentIdPatchResponses = {
    /**
     * Successful Response
     */
    200: AppointmentView;
};

export type updateAppointmentApiAppointmentsAppointmentIdPatchResponse = updateAppointmentApiAppointmentsAppointmentIdPatchResponses[keyof updateAppointmentApiAppointmentsAppointmentIdPatchResponses];

export type availabilityApiAvailabilityGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Serviceid
         */
        serviceId?: string;
        /**
         * From
         */
        from?: string | null;
        /**
         * To
         */
        to?: string | null;
        /**
         * Staffid
         */
        staffId?: string | null;
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/api/availability';
};

export type availabilityApiAvailabilityGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such service, staff member or location
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type availabilityApiAvailabilityGetError = availabilityApiAvailabilityGetErrors[keyof availabilityApiAvailabilityGetErrors];

export type availabilityApiAvailabilityGetResponses = {
    /**
     * Successful Response
     */
    200: Availability;
};

export type availabilityApiAvailabilityGetResponse = availabilityApiAvailabilityGetResponses[keyof availabilityApiAvailabilityGetResponses];

export type dashboardAnalyticsApiDashboardAnalyticsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * From
         */
        from?: string | null;
        /**
         * To
         */
        to?: string | null;
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/api/dashboard/analytics';
};

export type dashboardAnalyticsApiDashboardAnalyticsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type dashboardAnalyticsApiDashboardAnalyticsGetError = dashboardAnalyticsApiDashboardAnalyticsGetErrors[keyof dashboardAnalyticsApiDashboardAnalyticsGetErrors];

export type dashboardAnalyticsApiDashboardAnalyticsGetResponses = {
    /**
     * Successful Response
     */
    200: Analytics;
};

export type dashboardAnalyticsApiDashboardAnalyticsGetResponse = dashboardAnalyticsApiDashboardAnalyticsGetResponses[keyof dashboardAnalyticsApiDashboardAnalyticsGetResponses];

export type dashboardAppointmentsApiDashboardAppointmentsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * From
         */
        from?: string | null;
        /**
         * To
         */
        to?: string | null;
        /**
         * Status
         */
        status?: 'scheduled' | 'completed' | 'cancelled' | 'no-show' | null;
        /**
         * Q
         */
        q?: string | null;
        /**
         * Sort
         */
        sort?: 'date' | '-date' | 'customer' | '-customer' | 'service' | '-service' | 'price' | '-price';
        /**
         * Page
         */
        page?: number;
        /**
         * Pagesize
         */
        pageSize?: number;
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/api/dashboard/appointments';
};

export type dashboardAppointmentsApiDashboardAppointmentsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type dashboardAppointmentsApiDashboardAppointmentsGetError = dashboardAppointmentsApiDashboardAppointmentsGetErrors[keyof dashboardAppointmentsApiDashboardAppointmentsGetErrors];

export type dashboardAppointmentsApiDashboardAppointmentsGetResponses = {
    /**
     * Successful Response
     */
    200: AppointmentPage;
};

export type dashboardAppointmentsApiDashboardAppointmentsGetResponse = dashboardAppointmentsApiDashboardAppointmentsGetResponses[keyof dashboardAppointmentsApiDashboardAppointmentsGetResponses];

export type listWaitlistApiWaitlistGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/api/waitlist';
};

export type listWaitlistApiWaitlistGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location, service, staff member or entry in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type listWaitlistApiWaitlistGetError = listWaitlistApiWaitlistGetErrors[keyof listWaitlistApiWaitlistGetErrors];

export type listWaitlistApiWaitlistGetResponses = {
    /**
     * Successful Response
     */
    200: WaitlistPage;
};

export type listWaitlistApiWaitlistGetResponse = listWaitlistApiWaitlistGetResponses[keyof listWaitlistApiWaitlistGetResponses];

export type addToWaitlistApiWaitlistPostData = {
    body: WaitlistEntryCreate;
    path?: never;
    query?: never;
    url: '/api/waitlist';
};

export type addToWaitlistApiWaitlistPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location, service, staff member or entry in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type addToWaitlistApiWaitlistPostError = addToWaitlistApiWaitlistPostErrors[keyof addToWaitlistApiWaitlistPostErrors];

export type addToWaitlistApiWaitlistPostResponses = {
    /**
     * Successful Response
     */
    201: WaitlistEntryView;
};

export type addToWaitlistApiWaitlistPostResponse = addToWaitlistApiWaitlistPostResponses[keyof addToWaitlistApiWaitlistPostResponses];

export type getWaitlistSettingsApiWaitlistSettingsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/api/waitlist/settings';
};

export type getWaitlistSettingsApiWaitlistSettingsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location, service, staff member or entry in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type getWaitlistSettingsApiWaitlistSettingsGetError = getWaitlistSettingsApiWaitlistSettingsGetErrors[keyof getWaitlistSettingsApiWaitlistSettingsGetErrors];

export type getWaitlistSettingsApiWaitlistSettingsGetResponses = {
    /**
     * Successful Response
     */
    200: WaitlistSettingsView;
};

export type getWaitlistSettingsApiWaitlistSettingsGetResponse = getWaitlistSettingsApiWaitlistSettingsGetResponses[keyof getWaitlistSettingsApiWaitlistSettingsGetResponses];

export type putWaitlistSettingsApiWaitlistSettingsPutData = {
    body: WaitlistSettingsUpdate;
    path?: never;
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/api/waitlist/settings';
};

export type putWaitlistSettingsApiWaitlistSettingsPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location, service, staff member or entry in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type putWaitlistSettingsApiWaitlistSettingsPutError = putWaitlistSettingsApiWaitlistSettingsPutErrors[keyof putWaitlistSettingsApiWaitlistSettingsPutErrors];

export type putWaitlistSettingsApiWaitlistSettingsPutResponses = {
    /**
     * Successful Response
     */
    200: WaitlistSettingsView;
};

export type putWaitlistSettingsApiWaitlistSettingsPutResponse = putWaitlistSettingsApiWaitlistSettingsPutResponses[keyof putWaitlistSettingsApiWaitlistSettingsPutResponses];

export type removeFromWaitlistApiWaitlistEntryIdDeleteData = {
    body?: never;
    path: {
        /**
         * Entry Id
         */
        entry_id: string;
    };
    query?: never;
    url: '/api/waitlist/{entry_id}';
};

export type removeFromWaitlistApiWaitlistEntryIdDeleteErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location, service, staff member or entry in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type removeFromWaitlistApiWaitlistEntryIdDeleteError = removeFromWaitlistApiWaitlistEntryIdDeleteErrors[keyof removeFromWaitlistApiWaitlistEntryIdDeleteErrors];

export type removeFromWaitlistApiWaitlistEntryIdDeleteResponses = {
    /**
     * Successful Response
     */
    204: void;
};

export type removeFromWaitlistApiWaitlistEntryIdDeleteResponse = removeFromWaitlistApiWaitlistEntryIdDeleteResponses[keyof removeFromWaitlistApiWaitlistEntryIdDeleteResponses];

export type webhookApiWebhooksCalcomTenantPostData = {
    body?: never;
    headers?: {
        /**
         * X-Cal-Signature-256
         */
        'x-cal-signature-256'?: string | null;
    };
    path: {
        /**
         * Tenant
         */
        tenant: string;
    };
    query?: never;
    url: '/api/webhooks/calcom/{tenant}';
};

export type webhookApiWebhooksCalcomTenantPostErrors = {
    /**
     * Missing or wrong X-Cal-Signature-256
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * Not a Cal.com delivery
     */
    422: ErrorBody;
};

export type webhookApiWebhooksCalcomTenantPostError = webhookApiWebhooksCalcomTenantPostErrors[keyof webhookApiWebhooksCalcomTenantPostErrors];

export type webhookApiWebhooksCalcomTenantPostResponses = {
    /**
     * Successful Response
     */
    200: WebhookAnswer;
};

export type webhookApiWebhooksCalcomTenantPostResponse = webhookApiWebhooksCalcomTenantPostResponses[keyof webhookApiWebhooksCalcomTenantPostResponses];

export type googleStatusAuthGoogleStatusGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/auth/google/status';
};

export type googleStatusAuthGoogleStatusGetErrors = {
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

export type googleStatusAuthGoogleStatusGetError = googleStatusAuthGoogleStatusGetErrors[keyof googleStatusAuthGoogleStatusGetErrors];

export type googleStatusAuthGoogleStatusGetResponses = {
    /**
     * Successful Response
     */
    200: GoogleStatus;
};

export type googleStatusAuthGoogleStatusGetResponse = googleStatusAuthGoogleStatusGetResponses[keyof googleStatusAuthGoogleStatusGetResponses];

export type apiKeyCalcomApiKeyPutData = {
    body: ApiKey;
    path?: never;
    query?: never;
    url: '/calcom/api-key';
};

export type apiKeyCalcomApiKeyPutErrors = {
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
     * Cal.com is not answering right now
     */
    503: ErrorBody;
};

export type apiKeyCalcomApiKeyPutError = apiKeyCalcomApiKeyPutErrors[keyof apiKeyCalcomApiKeyPutErrors];

export type apiKeyCalcomApiKeyPutResponses = {
    /**
     * Successful Response
     */
    200: CalendarSettings;
};

export type apiKeyCalcomApiKeyPutResponse = apiKeyCalcomApiKeyPutResponses[keyof apiKeyCalcomApiKeyPutResponses];

export type defaultEventTypeCalcomDefaultEventTypePutData = {
    body: DefaultEventType;
    path?: never;
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/calcom/default-event-type';
};

export type defaultEventTypeCalcomDefaultEventTypePutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location
     */
    404: ErrorBody;
    /**
     * The event type takes another location's bookings
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Cal.com is not answering right now
     */
    503: ErrorBody;
};

export type defaultEventTypeCalcomDefaultEventTypePutError = defaultEventTypeCalcomDefaultEventTypePutErrors[keyof defaultEventTypeCalcomDefaultEventTypePutErrors];

export type defaultEventTypeCalcomDefaultEventTypePutResponses = {
    /**
     * Successful Response
     */
    200: CalendarSettings;
};

export type defaultEventTypeCalcomDefaultEventTypePutResponse = defaultEventTypeCalcomDefaultEventTypePutResponses[keyof defaultEventTypeCalcomDefaultEventTypePutResponses];

export type eventTypesCalcomEventTypesGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/calcom/event-types';
};

export type eventTypesCalcomEventTypesGetErrors = {
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
     * Cal.com is not answering right now
     */
    503: ErrorBody;
};

export type eventTypesCalcomEventTypesGetError = eventTypesCalcomEventTypesGetErrors[keyof eventTypesCalcomEventTypesGetErrors];

export type eventTypesCalcomEventTypesGetResponses = {
    /**
     * Response Event Types Calcom Event Types Get
     *
     * Successful Response
     */
    200: Array<EventType>;
};

export type eventTypesCalcomEventTypesGetResponse = eventTypesCalcomEventTypesGetResponses[keyof eventTypesCalcomEventTypesGetResponses];

export type locationEventTypesCalcomLocationEventTypesGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/calcom/location-event-types';
};

export type locationEventTypesCalcomLocationEventTypesGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type locationEventTypesCalcomLocationEventTypesGetError = locationEventTypesCalcomLocationEventTypesGetErrors[keyof locationEventTypesCalcomLocationEventTypesGetErrors];

export type locationEventTypesCalcomLocationEventTypesGetResponses = {
    /**
     * Response Location Event Types Calcom Location Event Types Get
     *
     * Successful Response
     */
    200: Array<LocationEventType>;
};

export type locationEventTypesCalcomLocationEventTypesGetResponse = locationEventTypesCalcomLocationEventTypesGetResponses[keyof locationEventTypesCalcomLocationEventTypesGetResponses];

export type disconnectCalendarsConnectionsProviderDeleteData = {
    body?: never;
    path: {
        /**
         * Provider
         */
        provider: string;
    };
    query?: never;
    url: '/calendars/connections/{provider}';
};

export type disconnectCalendarsConnectionsProviderDeleteErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such calendar provider (`calcom` or `google`)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type disconnectCalendarsConnectionsProviderDeleteError = disconnectCalendarsConnectionsProviderDeleteErrors[keyof disconnectCalendarsConnectionsProviderDeleteErrors];

export type disconnectCalendarsConnectionsProviderDeleteResponses = {
    /**
     * Successful Response
     */
    200: CalendarSettings;
};

export type disconnectCalendarsConnectionsProviderDeleteResponse = disconnectCalendarsConnectionsProviderDeleteResponses[keyof disconnectCalendarsConnectionsProviderDeleteResponses];

export type revokeFeedCalendarsFeedsStaffIdDeleteData = {
    body?: never;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: never;
    url: '/calendars/feeds/{staffId}';
};

export type revokeFeedCalendarsFeedsStaffIdDeleteErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member, or no such (or a revoked) feed
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type revokeFeedCalendarsFeedsStaffIdDeleteError = revokeFeedCalendarsFeedsStaffIdDeleteErrors[keyof revokeFeedCalendarsFeedsStaffIdDeleteErrors];

export type revokeFeedCalendarsFeedsStaffIdDeleteResponses = {
    /**
     * Successful Response
     */
    204: void;
};

export type revokeFeedCalendarsFeedsStaffIdDeleteResponse = revokeFeedCalendarsFeedsStaffIdDeleteResponses[keyof revokeFeedCalendarsFeedsStaffIdDeleteResponses];

export type feedLinkCalendarsFeedsStaffIdGetData = {
    body?: never;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: never;
    url: '/calendars/feeds/{staffId}';
};

export type feedLinkCalendarsFeedsStaffIdGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member, or no such (or a revoked) feed
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type feedLinkCalendarsFeedsStaffIdGetError = feedLinkCalendarsFeedsStaffIdGetErrors[keyof feedLinkCalendarsFeedsStaffIdGetErrors];

export type feedLinkCalendarsFeedsStaffIdGetResponses = {
    /**
     * Successful Response
     */
    200: FeedLink;
};

export type feedLinkCalendarsFeedsStaffIdGetResponse = feedLinkCalendarsFeedsStaffIdGetResponses[keyof feedLinkCalendarsFeedsStaffIdGetResponses];

export type readSettingsCalendarsSettingsGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/calendars/settings';
};

export type readSettingsCalendarsSettingsGetErrors = {
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

export type readSettingsCalendarsSettingsGetError = readSettingsCalendarsSettingsGetErrors[keyof readSettingsCalendarsSettingsGetErrors];

export type readSettingsCalendarsSettingsGetResponses = {
    /**
     * Successful Response
     */
    200: CalendarSettings;
};

export type readSettingsCalendarsSettingsGetResponse = readSettingsCalendarsSettingsGetResponses[keyof readSettingsCalendarsSettingsGetResponses];

export type chooseCalendarsSettingsPutData = {
    body: CalendarChoice;
    path?: never;
    query?: never;
    url: '/calendars/settings';
};

export type chooseCalendarsSettingsPutErrors = {
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

export type chooseCalendarsSettingsPutError = chooseCalendarsSettingsPutErrors[keyof chooseCalendarsSettingsPutErrors];

export type chooseCalendarsSettingsPutResponses = {
    /**
     * Successful Response
     */
    200: CalendarSettings;
};

export type chooseCalendarsSettingsPutResponse = chooseCalendarsSettingsPutResponses[keyof chooseCalendarsSettingsPutResponses];

export type feedCalendarsTokenIcsGetData = {
    body?: never;
    path: {
        /**
         * Token
         */
        token: string;
    };
    query?: never;
    url: '/calendars/{token}.ics';
};

export type feedCalendarsTokenIcsGetErrors = {
    /**
     * No such staff member, or no such (or a revoked) feed
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type feedCalendarsTokenIcsGetError = feedCalendarsTokenIcsGetErrors[keyof feedCalendarsTokenIcsGetErrors];

export type feedCalendarsTokenIcsGetResponses = {
    /**
     * The member's appointments (RFC 5545)
     */
    200: string;
};

export type feedCalendarsTokenIcsGetResponse = feedCalendarsTokenIcsGetResponses[keyof feedCalendarsTokenIcsGetResponses];

export type callbackOauthProviderCallbackGetData = {
    body?: never;
    path: {
        /**
         * Provider
         */
        provider: string;
    };
    query?: {
        /**
         * Code
         */
        code?: string;
        /**
         * State
         */
        state?: string;
        /**
         * Error
         */
        error?: string;
        /**
         * Error Description
         */
        error_description?: string;
    };
    url: '/oauth/{provider}/callback';
};

export type callbackOauthProviderCallbackGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such calendar provider (`calcom` or `google`)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type callbackOauthProviderCallbackGetError = callbackOauthProviderCallbackGetErrors[keyof callbackOauthProviderCallbackGetErrors];

export type startOauthProviderStartGetData = {
    body?: never;
    path: {
        /**
         * Provider
         */
        provider: string;
    };
    query?: never;
    url: '/oauth/{provider}/start';
};

export type startOauthProviderStartGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such calendar provider (`calcom` or `google`)
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Sign-in with this provider is not configured on this server
     */
    503: ErrorBody;
};

export type startOauthProviderStartGetError = startOauthProviderStartGetErrors[keyof startOauthProviderStartGetErrors];

export type startOauthProviderStartGetResponses = {
    /**
     * Successful Response
     */
    200: StartUrl;
};

export type startOauthProviderStartGetResponse = startOauthProviderStartGetResponses[keyof startOauthProviderStartGetResponses];

export type listStaffStaffCalendarsGetData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/staff/calendars';
};

export type listStaffStaffCalendarsGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such location in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type listStaffStaffCalendarsGetError = listStaffStaffCalendarsGetErrors[keyof listStaffStaffCalendarsGetErrors];

export type listStaffStaffCalendarsGetResponses = {
    /**
     * Successful Response
     */
    200: StaffList;
};

export type listStaffStaffCalendarsGetResponse = listStaffStaffCalendarsGetResponses[keyof listStaffStaffCalendarsGetResponses];

export type provisionStaffStaffCalendarsProvisionPostData = {
    body: StaffCreate;
    path?: never;
    query?: never;
    url: '/staff/calendars/provision';
};

export type provisionStaffStaffCalendarsProvisionPostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * The staff ID is already used in your business
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type provisionStaffStaffCalendarsProvisionPostError = provisionStaffStaffCalendarsProvisionPostErrors[keyof provisionStaffStaffCalendarsProvisionPostErrors];

export type provisionStaffStaffCalendarsProvisionPostResponses = {
    /**
     * Successful Response
     */
    201: StaffMember;
};

export type provisionStaffStaffCalendarsProvisionPostResponse = provisionStaffStaffCalendarsProvisionPostResponses[keyof provisionStaffStaffCalendarsProvisionPostResponses];

export type removeStaffStaffCalendarsStaffIdDeleteData = {
    /**
     * Body
     */
    body?: StaffRemoval | null;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: {
        /**
         * Force
         *
         * Cancel the upcoming appointments not reassigned
         */
        force?: boolean;
    };
    url: '/staff/calendars/{staffId}';
};

export type removeStaffStaffCalendarsStaffIdDeleteErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member in your business
     */
    404: ErrorBody;
    /**
     * Upcoming appointments left (neither reassigned nor `force`: `upcomingAppointments` says how many), or a member named in `reassign` is not free
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type removeStaffStaffCalendarsStaffIdDeleteError = removeStaffStaffCalendarsStaffIdDeleteErrors[keyof removeStaffStaffCalendarsStaffIdDeleteErrors];

export type removeStaffStaffCalendarsStaffIdDeleteResponses = {
    /**
     * Successful Response
     */
    200: StaffRemoved;
};

export type removeStaffStaffCalendarsStaffIdDeleteResponse = removeStaffStaffCalendarsStaffIdDeleteResponses[keyof removeStaffStaffCalendarsStaffIdDeleteResponses];

export type setPhoneStaffCalendarsStaffIdPhonePutData = {
    body: StaffPhoneSet;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: never;
    url: '/staff/calendars/{staffId}/phone';
};

export type setPhoneStaffCalendarsStaffIdPhonePutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type setPhoneStaffCalendarsStaffIdPhonePutError = setPhoneStaffCalendarsStaffIdPhonePutErrors[keyof setPhoneStaffCalendarsStaffIdPhonePutErrors];

export type setPhoneStaffCalendarsStaffIdPhonePutResponses = {
    /**
     * Successful Response
     */
    200: StaffMember;
};

export type setPhoneStaffCalendarsStaffIdPhonePutResponse = setPhoneStaffCalendarsStaffIdPhonePutResponses[keyof setPhoneStaffCalendarsStaffIdPhonePutResponses];

export type shareCalendarStaffCalendarsStaffIdSharePostData = {
    body: CalendarShare;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: never;
    url: '/staff/calendars/{staffId}/share';
};

export type shareCalendarStaffCalendarsStaffIdSharePostErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member in your business
     */
    404: ErrorBody;
    /**
     * No Google Calendar connected: `{"error": ..., "title": "Google Calendar Not Connected"}`
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Google Calendar refused the request
     */
    502: ErrorBody;
    /**
     * Google Calendar is not answering (try again)
     */
    503: ErrorBody;
};

export type shareCalendarStaffCalendarsStaffIdSharePostError = shareCalendarStaffCalendarsStaffIdSharePostErrors[keyof shareCalendarStaffCalendarsStaffIdSharePostErrors];

export type shareCalendarStaffCalendarsStaffIdSharePostResponses = {
    /**
     * Successful Response
     */
    200: StaffMember;
};

export type shareCalendarStaffCalendarsStaffIdSharePostResponse = shareCalendarStaffCalendarsStaffIdSharePostResponses[keyof shareCalendarStaffCalendarsStaffIdSharePostResponses];

export type upcomingStaffCalendarsStaffIdUpcomingGetData = {
    body?: never;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: never;
    url: '/staff/calendars/{staffId}/upcoming';
};

export type upcomingStaffCalendarsStaffIdUpcomingGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type upcomingStaffCalendarsStaffIdUpcomingGetError = upcomingStaffCalendarsStaffIdUpcomingGetErrors[keyof upcomingStaffCalendarsStaffIdUpcomingGetErrors];

export type upcomingStaffCalendarsStaffIdUpcomingGetResponses = {
    /**
     * Successful Response
     */
    200: UpcomingOfStaff;
};

export type upcomingStaffCalendarsStaffIdUpcomingGetResponse = upcomingStaffCalendarsStaffIdUpcomingGetResponses[keyof upcomingStaffCalendarsStaffIdUpcomingGetResponses];

export type putHoursStaffHoursPutData = {
    body: HoursUpdate;
    path?: never;
    query?: never;
    url: '/staff/hours';
};

export type putHoursStaffHoursPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member or location in your business
     */
    404: ErrorBody;
    /**
     * The week overlaps the member's hours at another location in real time
     */
    409: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type putHoursStaffHoursPutError = putHoursStaffHoursPutErrors[keyof putHoursStaffHoursPutErrors];

export type putHoursStaffHoursPutResponses = {
    /**
     * Successful Response
     */
    200: StaffHours;
};

export type putHoursStaffHoursPutResponse = putHoursStaffHoursPutResponses[keyof putHoursStaffHoursPutResponses];

export type putTimeOffStaffTimeoffPutData = {
    body: TimeOffUpdate;
    path?: never;
    query?: never;
    url: '/staff/timeoff';
};

export type putTimeOffStaffTimeoffPutErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member or location in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type putTimeOffStaffTimeoffPutError = putTimeOffStaffTimeoffPutErrors[keyof putTimeOffStaffTimeoffPutErrors];

export type putTimeOffStaffTimeoffPutResponses = {
    /**
     * Successful Response
     */
    200: StaffTimeOff;
};

export type putTimeOffStaffTimeoffPutResponse = putTimeOffStaffTimeoffPutResponses[keyof putTimeOffStaffTimeoffPutResponses];

export type getHoursStaffStaffIdHoursGetData = {
    body?: never;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: {
        /**
         * Location
         */
        location?: string | null;
    };
    url: '/staff/{staffId}/hours';
};

export type getHoursStaffStaffIdHoursGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member or location in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type getHoursStaffStaffIdHoursGetError = getHoursStaffStaffIdHoursGetErrors[keyof getHoursStaffStaffIdHoursGetErrors];

export type getHoursStaffStaffIdHoursGetResponses = {
    /**
     * Successful Response
     */
    200: StaffHours;
};

export type getHoursStaffStaffIdHoursGetResponse = getHoursStaffStaffIdHoursGetResponses[keyof getHoursStaffStaffIdHoursGetResponses];

export type getTimeOffStaffStaffIdTimeoffGetData = {
    body?: never;
    path: {
        /**
         * Staffid
         */
        staffId: string;
    };
    query?: {
        /**
         * History
         *
         * Also the ranges that already ended
         */
        history?: boolean;
    };
    url: '/staff/{staffId}/timeoff';
};

export type getTimeOffStaffStaffIdTimeoffGetErrors = {
    /**
     * No session
     */
    401: ErrorBody;
    /**
     * Not an owner, or the body's tenantId is another business
     */
    403: ErrorBody;
    /**
     * No such staff member or location in your business
     */
    404: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
};

export type getTimeOffStaffStaffIdTimeoffGetError = getTimeOffStaffStaffIdTimeoffGetErrors[keyof getTimeOffStaffStaffIdTimeoffGetErrors];

export type getTimeOffStaffStaffIdTimeoffGetResponses = {
    /**
     * Successful Response
     */
    200: StaffTimeOff;
};

export type getTimeOffStaffStaffIdTimeoffGetResponse = getTimeOffStaffStaffIdTimeoffGetResponses[keyof getTimeOffStaffStaffIdTimeoffGetResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'POST /api/appointments': { request: createAppointmentApiAppointmentsPostData; response: createAppointmentApiAppointmentsPostResponse };
    'PATCH /api/appointments/{appointment_id}': { request: updateAppointmentApiAppointmentsAppointmentIdPatchData; response: updateAppointmentApiAppointmentsAppointmentIdPatchResponse };
    'GET /api/availability': { request: availabilityApiAvailabilityGetData; response: availabilityApiAvailabilityGetResponse };
    'GET /api/dashboard/analytics': { request: dashboardAnalyticsApiDashboardAnalyticsGetData; response: dashboardAnalyticsApiDashboardAnalyticsGetResponse };
    'GET /api/dashboard/appointments': { request: dashboardAppointmentsApiDashboardAppointmentsGetData; response: dashboardAppointmentsApiDashboardAppointmentsGetResponse };
    'GET /api/waitlist': { request: listWaitlistApiWaitlistGetData; response: listWaitlistApiWaitlistGetResponse };
    'POST /api/waitlist': { request: addToWaitlistApiWaitlistPostData; response: addToWaitlistApiWaitlistPostResponse };
    'GET /api/waitlist/settings': { request: getWaitlistSettingsApiWaitlistSettingsGetData; response: getWaitlistSettingsApiWaitlistSettingsGetResponse };
    'PUT /api/waitlist/settings': { request: putWaitlistSettingsApiWaitlistSettingsPutData; response: putWaitlistSettingsApiWaitlistSettingsPutResponse };
    'DELETE /api/waitlist/{entry_id}': { request: removeFromWaitlistApiWaitlistEntryIdDeleteData; response: removeFromWaitlistApiWaitlistEntryIdDeleteResponse };
    'POST /api/webhooks/calcom/{tenant}': { request: webhookApiWebhooksCalcomTenantPostData; response: webhookApiWebhooksCalcomTenantPostResponse };
    'GET /auth/google/status': { request: googleStatusAuthGoogleStatusGetData; response: googleStatusAuthGoogleStatusGetResponse };
    'PUT /calcom/api-key': { request: apiKeyCalcomApiKeyPutData; response: apiKeyCalcomApiKeyPutResponse };
    'PUT /calcom/default-event-type': { request: defaultEventTypeCalcomDefaultEventTypePutData; response: defaultEventTypeCalcomDefaultEventTypePutResponse };
    'GET /calcom/event-types': { request: eventTypesCalcomEventTypesGetData; response: eventTypesCalcomEventTypesGetResponse };
    'GET /calcom/location-event-types': { request: locationEventTypesCalcomLocationEventTypesGetData; response: locationEventTypesCalcomLocationEventTypesGetResponse };
    'DELETE /calendars/connections/{provider}': { request: disconnectCalendarsConnectionsProviderDeleteData; response: disconnectCalendarsConnectionsProviderDeleteResponse };
    'GET /calendars/feeds/{staffId}': { request: feedLinkCalendarsFeedsStaffIdGetData; response: feedLinkCalendarsFeedsStaffIdGetResponse };
    'DELETE /calendars/feeds/{staffId}': { request: revokeFeedCalendarsFeedsStaffIdDeleteData; response: revokeFeedCalendarsFeedsStaffIdDeleteResponse };
    'GET /calendars/settings': { request: readSettingsCalendarsSettingsGetData; response: readSettingsCalendarsSettingsGetResponse };
    'PUT /calendars/settings': { request: chooseCalendarsSettingsPutData; response: chooseCalendarsSettingsPutResponse };
    'GET /calendars/{token}.ics': { request: feedCalendarsTokenIcsGetData; response: feedCalendarsTokenIcsGetResponse };
    'GET /oauth/{provider}/callback': { request: callbackOauthProviderCallbackGetData; response: unknown };
    'GET /oauth/{provider}/start': { request: startOauthProviderStartGetData; response: startOauthProviderStartGetResponse };
    'GET /staff/calendars': { request: listStaffStaffCalendarsGetData; response: listStaffStaffCalendarsGetResponse };
    'POST /staff/calendars/provision': { request: provisionStaffStaffCalendarsProvisionPostData; response: provisionStaffStaffCalendarsProvisionPostResponse };
    'DELETE /staff/calendars/{staffId}': { request: removeStaffStaffCalendarsStaffIdDeleteData; response: removeStaffStaffCalendarsStaffIdDeleteResponse };
    'PUT /staff/calendars/{staffId}/phone': { request: setPhoneStaffCalendarsStaffIdPhonePutData; response: setPhoneStaffCalendarsStaffIdPhonePutResponse };
    'POST /staff/calendars/{staffId}/share': { request: shareCalendarStaffCalendarsStaffIdSharePostData; response: shareCalendarStaffCalendarsStaffIdSharePostResponse };
    'GET /staff/calendars/{staffId}/upcoming': { request: upcomingStaffCalendarsStaffIdUpcomingGetData; response: upcomingStaffCalendarsStaffIdUpcomingGetResponse };
    'PUT /staff/hours': { request: putHoursStaffHoursPutData; response: putHoursStaffHoursPutResponse };
    'PUT /staff/timeoff': { request: putTimeOffStaffTimeoffPutData; response: putTimeOffStaffTimeoffPutResponse };
    'GET /staff/{staffId}/hours': { request: getHoursStaffStaffIdHoursGetData; response: getHoursStaffStaffIdHoursGetResponse };
    'GET /staff/{staffId}/timeoff': { request: getTimeOffStaffStaffIdTimeoffGetData; response: getTimeOffStaffStaffIdTimeoffGetResponse };
};
