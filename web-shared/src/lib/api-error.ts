import type { ErrorBody } from '../api/generated/gateway';

/** A request the server refused: its status, and what the `{"error": ..., "fields": ...}` body said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `error` text, or null when it sent none (the message is then the status line). */
    readonly serverMessage: string | null,
    /** The `fields` of a 422 answer: field name to message. */
    readonly fields: Record<string, string> | undefined,
    /** The whole parsed body (a 409 may carry more than the error, such as free slots), or null when not JSON. */
    readonly body: unknown,
    statusText = '',
  ) {
    super(serverMessage ?? (statusText || `Request failed (${status})`));
    this.name = 'ApiError';
  }

  /** The error of a non-2xx response, read from its body. */
  static async of(response: Response): Promise<ApiError> {
    const body = await response.json().catch(() => null);
    const { error, fields } = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody>;
    return new ApiError(
      response.status,
      typeof error === 'string' && error ? error : null,
      isStringRecord(fields) ? fields : undefined,
      body,
      response.statusText,
    );
  }
}

export type ApiErrorDetails = {
  /** The HTTP status, or undefined when the request never got an answer (offline, blocked). */
  status?: number;
  /** The `error` field of a `{"error": "..."}` answer. */
  message?: string;
  /** The `fields` of a 422 answer: field name to message. */
  fields?: Record<string, string>;
};

/** What a form can show of a failure: nothing more than that it failed unless the server answered. */
export function readApiError(error: unknown): ApiErrorDetails {
  if (!(error instanceof ApiError)) return {};
  return { status: error.status, message: error.serverMessage ?? undefined, fields: error.fields };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
