import { http, HttpResponse } from 'msw';
import { mockApi } from './api-server';
import type { ApiAnswer, ApiRoute } from '../api/routes';

export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Answers every request of this test from `answer` (through the test's fake API) and records what was sent. */
export function mockFetch(
  answer: (url: string, body: unknown, method: string) => MockAnswer = () => ({ body: {} }),
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  mockApi.use(
    http.all('*', async ({ request }) => {
      const parsed = new URL(request.url);
      const url = parsed.pathname + parsed.search;
      const text = await request.clone().text();
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ url, method: request.method, body });
      const { status = 200, body: answerBody = {}, headers = {} } = answer(url, body, request.method);
      if (status === 204) return new HttpResponse(null, { status, headers });
      return HttpResponse.json(answerBody as never, { status, headers });
    }),
  );
  return calls;
}

type Headers = Record<string, string>;

/** A successful answer: its body is what the API's document says the route answers. */
type Success<R extends ApiRoute> = { status?: 200 | 201 | 202; body: ApiAnswer<R>; headers?: Headers };

/** A refusal, or an answer without a body. */
export type FetchRefusal = {
  status: 204 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502 | 503;
  body?: unknown;
  headers?: Headers;
};

export type FetchRouteAnswer<R extends ApiRoute> = Success<R> | FetchRefusal;

type RouteRequest = {
  url: URL;
  /** The path's parameters by their names in the document (`{staffId}`), decoded. */
  params: Record<string, string>;
  body: unknown;
  method: string;
};

/** Handlers by 'METHOD /path' as the OpenAPI documents write them; undefined passes the request on. */
export type FetchRouteHandlers = {
  [R in ApiRoute]?: (request: RouteRequest) => FetchRouteAnswer<R> | undefined;
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
export function fetchRoutes(handlers: FetchRouteHandlers, otherwise: Fallback = notFound): Fallback {
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
