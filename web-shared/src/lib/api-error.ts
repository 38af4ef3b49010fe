export type ApiErrorDetails = {
  /** The HTTP status, or undefined when the request never got an answer (offline, blocked). */
  status?: number;
  /** The `error` field of a `{"error": "..."}` answer. */
  message?: string;
  /** The `fields` of a 422 answer: field name to message. */
  fields?: Record<string, string>;
};

// apiRequest throws `Error("<status>: <body>")`; this reads the body back into what a form can show.
export function readApiError(error: unknown): ApiErrorDetails {
  if (!(error instanceof Error)) return {};
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  const status = Number(match[1]);
  try {
    const body: unknown = JSON.parse(match[2] ?? '');
    if (body && typeof body === 'object') {
      const { error: message, fields } = body as { error?: unknown; fields?: unknown };
      return {
        status,
        message: typeof message === 'string' && message ? message : undefined,
        fields: isStringRecord(fields) ? fields : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): only the status is known.
  }
  return { status };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
