import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

function setOpener(opener: unknown) {
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
}

describe('/auth/popup-complete', () => {
  afterEach(() => setOpener(null));

  it('tells the opener, on this origin only, and closes itself after 300 ms', async () => {
    const opener = { postMessage: vi.fn() };
    setOpener(opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});

    renderRoute('/auth/popup-complete?provider=calcom&ok=1');
    expect(await screen.findByRole('heading', { name: 'Connected!' })).toBeInTheDocument();
    expect(screen.getByText('You can close this window.')).toBeInTheDocument();
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: 'oauth-complete', provider: 'calcom', ok: true },
        window.location.origin,
      ),
    );
    const posted = performance.now();
    await waitFor(() => expect(close).toHaveBeenCalled(), { timeout: 2000 });
    expect(performance.now() - posted).toBeGreaterThan(200);
  });

  it('reports a failed sign-in', async () => {
    const opener = { postMessage: vi.fn() };
    setOpener(opener);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    renderRoute('/auth/popup-complete?provider=calcom&ok=0&error=Access%20denied');
    expect(await screen.findByRole('heading', { name: 'Connection failed' })).toBeInTheDocument();
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: 'oauth-complete', provider: 'calcom', ok: false },
        window.location.origin,
      ),
    );
  });
});
