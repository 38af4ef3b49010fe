import '@ringbook/web-shared/testing/setup-tests.ts';
import { useToasts } from '@ringbook/web-shared';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op here, not an error. Like current Chromium, the scroll
  // methods return a promise, so an effect written `() => window.scrollTo(0, 0)` fails here too.
  window.scrollTo = vi.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn(() => Promise.resolve()) as unknown as typeof Element.prototype.scrollIntoView;
});

afterEach(() => {
  window.localStorage.clear();
  useToasts.setState({ toasts: [] });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
