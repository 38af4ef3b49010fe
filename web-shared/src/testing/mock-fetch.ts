import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch with one that answers each call from `answer` and records what was sent. */
export function mockFetch(
  answer: (url: string, body: unknown, method: string) => MockAnswer = () => ({ body: {} }),
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const { status = 200, body: answerBody = {}, headers = {} } = answer(url, body, method);
    return new Response(JSON.stringify(answerBody), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
