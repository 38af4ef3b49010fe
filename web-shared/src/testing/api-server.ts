import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiAnswer, ApiBody, ApiRoute } from '../api/routes';

type HeaderValues = Record<string, string>;

/** A successful answer: its body is what the API's document says the route answers. */
type Success<R extends ApiRoute> = { status?: 200 | 201 | 202; body: ApiAnswer<R>; headers?: HeaderValues };

/** A refusal, or an answer without a body. */
export type Refusal = {
  status: 204 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 502 | 503;
  body?: unknown;
  headers?: HeaderValues;
};

/** No answer at all: the request fails as when the server cannot be reached. */
export const UNREACHABLE = { unreachable: true } as const;

export type RouteAnswer<R extends ApiRoute> = Success<R> | Refusal | typeof UNREACHABLE;

export type RouteRequest<R extends ApiRoute = ApiRoute> = {
  url: URL;
  /** The path's parameters by their names in the document (`{staffId}`), decoded. */
  params: Record<string, string>;
  /** The JSON body sent, as the API's document says the route takes it. */
  body: ApiBody<R>;
  method: string;
  headers: Headers;
};

type Answer<R extends ApiRoute> = RouteAnswer<R> | undefined;

/** Answers a request (a promise of the answer holds it back until it settles); undefined passes it on. */
export type RouteHandler<R extends ApiRoute> = (request: RouteRequest<R>) => Answer<R> | Promise<Answer<R>>;

/** Handlers by 'METHOD /path' as the OpenAPI documents write them; undefined passes the request on. */
export type RouteHandlers = {
  [R in ApiRoute]?: RouteHandler<R>;
};

/** A request the fake answered: its path and query as the app wrote them, its method and its JSON body. */
export type ApiCall = { url: string; method: string; body: unknown };

/** The fake API every web test's requests go to (started and reset by the shared test set-up). */
export const mockApi = setupServer();

// The test's requests; a fresh list for each test, so an answer still on its way when one ends lands in its own.
let calls: ApiCall[] = [];
const recorded = new Set<string>();

/** Forgets the handlers and the requests of the test that ended. */
export function resetApiServer() {
  mockApi.resetHandlers();
  calls = [];
  recorded.clear();
}

const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

type AnyAnswer = { status?: number; body?: unknown; headers?: HeaderValues } | typeof UNREACHABLE;

function response(answer: AnyAnswer) {
  if ('unreachable' in answer) return HttpResponse.error();
  const { status = 200, body = {}, headers = {} } = answer;
  if (status === 204) return new HttpResponse(null, { status, headers });
  return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status, headers });
}

type AnyHandler = (request: RouteRequest<never>) => AnyAnswer | undefined | Promise<AnyAnswer | undefined>;

function routeHandler(route: string, handler: AnyHandler, log: ApiCall[]) {
  const [method = '', path = ''] = route.split(' ');
  return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
    mswPath(path),
    async ({ request, params, requestId }) => {
      const url = new URL(request.url);
      const body = await jsonBody(request);
      if (!recorded.has(requestId)) {
        recorded.add(requestId);
        log.push({ url: url.pathname + url.search, method: request.method, body });
      }
      const answer = await handler({
        url,
        params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
        body: body as never,
        method: request.method,
        headers: request.headers,
      });
      return answer && response(answer);
    },
  );
}

/**
 * Answers the API's routes in this test, typed by the generated documents: a renamed or retyped field of an
 * answer or of a request body fails the type check of the test that fakes it. Handlers given later win over
 * earlier ones for the same route; a request no handler answers fails the test's fetch. Returns every request the
 * fake answered in this test, in order.
 */
export function apiServer(handlers: RouteHandlers): ApiCall[] {
  const httpHandlers: HttpHandler[] = Object.entries(handlers).map(([route, handler]) =>
    routeHandler(route, handler as AnyHandler, calls),
  );
  mockApi.use(...httpHandlers);
  return calls;
}
