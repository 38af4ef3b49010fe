// Generated from api/openapi/identity.json by `make api`; do not edit.
export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * CodeInput
 */
export type CodeInput = {
    /**
     * Code
     *
     * The 6 digits from the e-mail
     */
    code?: string;
    /**
     * Email
     */
    email?: string;
};

/**
 * Credentials
 */
export type Credentials = {
    /**
     * Email
     */
    email?: string;
    /**
     * Password
     */
    password?: string;
};

/**
 * EmailInput
 */
export type EmailInput = {
    /**
     * Email
     */
    email?: string;
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
 * LoggedOut
 */
export type LoggedOut = {
    /**
     * Ok
     */
    ok?: boolean;
};

/**
 * PasswordReset
 */
export type PasswordReset = {
    /**
     * Code
     *
     * The 6 digits from the e-mail
     */
    code?: string;
    /**
     * Confirmpassword
     */
    confirmPassword?: string;
    /**
     * Email
     */
    email?: string;
    /**
     * Password
     */
    password?: string;
};

/**
 * Registration
 */
export type Registration = {
    /**
     * Confirmpassword
     */
    confirmPassword?: string;
    /**
     * Email
     */
    email?: string;
    /**
     * Fullname
     */
    fullName?: string;
    /**
     * Password
     */
    password?: string;
};

/**
 * Sent
 */
export type Sent = {
    /**
     * Message
     */
    message: string;
    /**
     * Ok
     */
    ok?: boolean;
};

/**
 * WhoAmI
 */
export type WhoAmI = {
    /**
     * Locations
     */
    locations: Array<WhoAmILocation>;
    /**
     * Onboardingcomplete
     */
    onboardingComplete: boolean;
    tenant: WhoAmITenant;
    user: WhoAmIUser;
};

/**
 * WhoAmILocation
 */
export type WhoAmILocation = {
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
     */
    position: number;
};

/**
 * WhoAmITenant
 */
export type WhoAmITenant = {
    /**
     * Id
     */
    id: string | null;
    /**
     * Name
     */
    name: string | null;
};

/**
 * WhoAmIUser
 */
export type WhoAmIUser = {
    /**
     * Email
     */
    email: string;
    /**
     * Fullname
     */
    fullName: string;
    /**
     * Id
     */
    id: string;
};

export type logoutApiAuthLogoutPostData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/auth/logout';
};

export type logoutApiAuthLogoutPostResponses = {
    /**
     * Successful Response
     */
    200: LoggedOut;
};

export type logoutApiAuthLogoutPostResponse = logoutApiAuthLogoutPostResponses[keyof logoutApiAuthLogoutPostResponses];

export type forgotPasswordAuthForgotPasswordPostData = {
    body: EmailInput;
    path?: never;
    query?: never;
    url: '/auth/forgot-password';
};

export type forgotPasswordAuthForgotPasswordPostErrors = {
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * An e-mail went to this address less than a minute ago (`Retry-After`)
     */
    429: ErrorBody;
};

export type forgotPasswordAuthForgotPasswordPostError = forgotPasswordAuthForgotPasswordPostErrors[keyof forgotPasswordAuthForgotPasswordPostErrors];

export type forgotPasswordAuthForgotPasswordPostResponses = {
    /**
     * Successful Response
     */
    200: Sent;
};

export type forgotPasswordAuthForgotPasswordPostResponse = forgotPasswordAuthForgotPasswordPostResponses[keyof forgotPasswordAuthForgotPasswordPostResponses];

export type loginAuthLoginPostData = {
    body: Credentials;
    path?: never;
    query?: never;
    url: '/auth/login';
};

export type loginAuthLoginPostErrors = {
    /**
     * Wrong e-mail or password
     */
    401: ErrorBody;
    /**
     * The e-mail is not verified yet
     */
    403: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Too many failed attempts for this e-mail or address (`Retry-After`)
     */
    429: ErrorBody;
};

export type loginAuthLoginPostError = loginAuthLoginPostErrors[keyof loginAuthLoginPostErrors];

export type loginAuthLoginPostResponses = {
    /**
     * Successful Response
     */
    200: WhoAmI;
};

export type loginAuthLoginPostResponse = loginAuthLoginPostResponses[keyof loginAuthLoginPostResponses];

export type registerAuthRegisterPostData = {
    body: Registration;
    path?: never;
    query?: never;
    url: '/auth/register';
};

export type registerAuthRegisterPostErrors = {
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * An e-mail went to this address less than a minute ago (`Retry-After`)
     */
    429: ErrorBody;
};

export type registerAuthRegisterPostError = registerAuthRegisterPostErrors[keyof registerAuthRegisterPostErrors];

export type registerAuthRegisterPostResponses = {
    /**
     * Successful Response
     */
    201: Sent;
};

export type registerAuthRegisterPostResponse = registerAuthRegisterPostResponses[keyof registerAuthRegisterPostResponses];

export type resendCodeAuthResendCodePostData = {
    body: EmailInput;
    path?: never;
    query?: never;
    url: '/auth/resend-code';
};

export type resendCodeAuthResendCodePostErrors = {
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * An e-mail went to this address less than a minute ago (`Retry-After`)
     */
    429: ErrorBody;
};

export type resendCodeAuthResendCodePostError = resendCodeAuthResendCodePostErrors[keyof resendCodeAuthResendCodePostErrors];

export type resendCodeAuthResendCodePostResponses = {
    /**
     * Successful Response
     */
    200: Sent;
};

export type resendCodeAuthResendCodePostResponse = resendCodeAuthResendCodePostResponses[keyof resendCodeAuthResendCodePostResponses];

export type resetPasswordAuthResetPasswordPostData = {
    body: PasswordReset;
    path?: never;
    query?: never;
    url: '/auth/reset-password';
};

export type resetPasswordAuthResetPasswordPostErrors = {
    /**
     * Wrong, expired or used-up code
     */
    400: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Too many wrong codes for this address lately (`Retry-After`)
     */
    429: ErrorBody;
};

export type resetPasswordAuthResetPasswordPostError = resetPasswordAuthResetPasswordPostErrors[keyof resetPasswordAuthResetPasswordPostErrors];

export type resetPasswordAuthResetPasswordPostResponses = {
    /**
     * Successful Response
     */
    200: Sent;
};

export type resetPasswordAuthResetPasswordPostResponse = resetPasswordAuthResetPasswordPostResponses[keyof resetPasswordAuthResetPasswordPostResponses];

export type verifyEmailAuthVerifyEmailPostData = {
    body: CodeInput;
    path?: never;
    query?: never;
    url: '/auth/verify-email';
};

export type verifyEmailAuthVerifyEmailPostErrors = {
    /**
     * Wrong, expired or used-up code
     */
    400: ErrorBody;
    /**
     * Invalid input: `{"error": "<first message>", "fields": {"<field>": "<message>"}}`
     */
    422: ErrorBody;
    /**
     * Too many wrong codes for this address lately (`Retry-After`)
     */
    429: ErrorBody;
};

export type verifyEmailAuthVerifyEmailPostError = verifyEmailAuthVerifyEmailPostErrors[keyof verifyEmailAuthVerifyEmailPostErrors];

export type verifyEmailAuthVerifyEmailPostResponses = {
    /**
     * Successful Response
     */
    200: WhoAmI;
};

export type verifyEmailAuthVerifyEmailPostResponse = verifyEmailAuthVerifyEmailPostResponses[keyof verifyEmailAuthVerifyEmailPostResponses];

export type whoamiPortalWhoamiGetData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/portal/whoami';
};

export type whoamiPortalWhoamiGetErrors = {
    /**
     * No session, or not a verified owner
     */
    401: ErrorBody;
};

export type whoamiPortalWhoamiGetError = whoamiPortalWhoamiGetErrors[keyof whoamiPortalWhoamiGetErrors];

export type whoamiPortalWhoamiGetResponses = {
    /**
     * Successful Response
     */
    200: WhoAmI;
};

export type whoamiPortalWhoamiGetResponse = whoamiPortalWhoamiGetResponses[keyof whoamiPortalWhoamiGetResponses];

/** Each operation by 'METHOD /path': what is sent, and what a successful answer holds. */
export type Routes = {
    'POST /api/auth/logout': { request: logoutApiAuthLogoutPostData; response: logoutApiAuthLogoutPostResponse };
    'POST /auth/forgot-password': { request: forgotPasswordAuthForgotPasswordPostData; response: forgotPasswordAuthForgotPasswordPostResponse };
    'POST /auth/login': { request: loginAuthLoginPostData; response: loginAuthLoginPostResponse };
    'POST /auth/register': { request: registerAuthRegisterPostData; response: registerAuthRegisterPostResponse };
    'POST /auth/resend-code': { request: resendCodeAuthResendCodePostData; response: resendCodeAuthResendCodePostResponse };
    'POST /auth/reset-password': { request: resetPasswordAuthResetPasswordPostData; response: resetPasswordAuthResetPasswordPostResponse };
    'POST /auth/verify-email': { request: verifyEmailAuthVerifyEmailPostData; response: verifyEmailAuthVerifyEmailPostResponse };
    'GET /portal/whoami': { request: whoamiPortalWhoamiGetData; response: whoamiPortalWhoamiGetResponse };
};
