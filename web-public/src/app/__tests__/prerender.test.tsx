import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prerenderPages } from '../prerender-pages';
import { AppProvider } from '../provider';
import { resolveLazyRoutes } from '../resolve-lazy-routes';
import { routes } from '../router';
import { render } from '../../entry-server';

describe('pre-rendering', () => {
  it('lists every marketing page and each blog article once', () => {
    const paths = prerenderPages().map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/pricing', '/businesses', '/roi-calculator', '/contact', '/blog', '/privacy', '/terms', '/get-started', '/configure']));
    expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(6);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(['/', '/pricing', '/blog/hidden-cost-missed-calls-beauty-businesses', '/configure'])(
    'renders %s to HTML that the browser hydrates without a mismatch',
    async (path) => {
      const html = await render(path);
      expect(html).toContain('Ringbook');

      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      await resolveLazyRoutes(routes, path);
      const recoverable = vi.fn();
      const errors = vi.spyOn(console, 'error');
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <AppProvider>
            <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
          </AppProvider>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // Unmounted while the test's window exists: work React would schedule later must not outlive it.
      act(() => root?.unmount());
      container.remove();
    },
  );

  it("disables the demo call's Play button until React listens, so an early click is not silently lost", async () => {
    const html = await render('/');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const play = () => container.querySelector<HTMLButtonElement>('button[aria-label="Play New Appointment Booking"]');
    expect(play()?.disabled).toBe(true);

    await resolveLazyRoutes(routes, '/');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProvider>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
        </AppProvider>,
      );
    });
    expect(play()?.disabled).toBe(false);
    act(() => root?.unmount());
    container.remove();
  });
});
