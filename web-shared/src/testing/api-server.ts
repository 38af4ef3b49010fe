import type { ApiAnswer, ApiRoute } from '../api/routes';
import type { MockAnswer } from './mock-fetch';

type Headers = Record<string, string>;

/** A successful answer: its body is what the API's document says the route answers. */
type Success<R extends ApiRoute> = { status?: 200 | 201 | 202; body: ApiAnswer<R>; headers?: Headers };

/** A refusal, or an answer without a body. */
export type Refusal = {
  status: 204 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502 | 503;
  body?: unknown;
  headers?: Headers;
};

export type RouteAnswer<R extends ApiRoute> = Success<R> | Refusal;

export type RouteRequest = {
  url: URL;
  /** The path's parameters by their names in the document (`{staffId}`), decoded. */
  params: Record<string, string>;
  body: unknown;
  method: string;
};

/** Handlers by 'METHOD /path' as the OpenAPI documents write them; undefined passes the request on. */
export type RouteHandlers = {
  [R in ApiRoute]?: (request: RouteRequest) => RouteAnswer<R> | undefined;
};

/** What mockFetch asks with; a server called directly by another may give the URL alone (a GET). */
type Fallback = (url: string, body?: unknown, method?: string) => MockAnswer;

const notFound: Fallback = () => ({ status: 404, body: { error: 'Not found' } });

function pathPattern(path: string): RegExp {
  const parts = path.split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => (index % 2 ? `(?<${part}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * A fake of the API for mockFetch, typed by the generated routes: a renamed or retyped field of an answer fails
 * the type check of the test that fakes it. A request no handler answers goes to `otherwise` (404 when none).
 */
export function apiServer(handlers: RouteHandlers, otherwise: Fallback = notFound): Fallback {
  const routes = Object.entries(handlers).map(([route, handler]) => {
    const [method = '', path = ''] = route.split(' ');
    return { method, pattern: pathPattern(path), handler: handler as (request: RouteRequest) => MockAnswer | undefined };
  });
  return (url, body, method = 'GET') => {
    const parsed = new URL(url, 'http://app.test');
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(parsed.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      const answer = route.handler({ url: parsed, params, body, method });
      if (answer) return answer;
    }
    return otherwise(url, body, method);
  };
}
