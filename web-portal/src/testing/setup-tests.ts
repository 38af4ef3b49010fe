import '@ringbook/web-shared/testing/setup-tests.ts';
import { useToasts } from '@ringbook/web-shared';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  useToasts.setState({ toasts: [] });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom lays nothing out, so it has no scrolling; a failed submit scrolls the first invalid field into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
