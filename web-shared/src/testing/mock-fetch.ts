import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown };

/** Replaces fetch with one that answers each call from `answer` and records what was sent. */
export function mockFetch(answer: (url: string, body: unknown) => MockAnswer = () => ({ body: {} })) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body });
    const { status = 200, body: answerBody = {} } = answer(url, body);
    return new Response(JSON.stringify(answerBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
