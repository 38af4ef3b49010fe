import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { portalServer } from '../../../testing/owner';
import { overviewServer } from '../../../testing/overview-server';
import { renderRoute } from '../../../testing/render-route';

const sections = ['Overview', 'Inbox', 'Bookings', 'Waitlist', 'Services', 'Staff', 'Settings', 'Integrations'];

function stubViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('/app shell', () => {
  it('lists the sections, the tenant name and the signed-in user', async () => {
    portalServer();
    renderRoute('/app/bookings');
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sections);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sections.map((label) => `/app/${label.toLowerCase()}`),
    );
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Bella Salon' })).toBeInTheDocument();
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Ana Salon');
  });

  it('falls back to the product name and the e-mail', async () => {
    overviewServer({ whoAmI: { tenant: { id: null, name: null }, user: { id: 'owner-ana', fullName: '', email: 'ana@salon.test' } } });
    renderRoute('/app/overview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ringbook' })).toBeInTheDocument();
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent('ana@salon.test');
  });

  it('keeps the collapsed state in a 7-day cookie', async () => {
    const user = userEvent.setup();
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    overviewServer();
    renderRoute('/app/overview');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');

    await user.click(toggle);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringContaining('sidebar_state=false'));
    expect(cookieWrites).toHaveBeenLastCalledWith(expect.stringContaining('max-age=604800'));
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    overviewServer();
    renderRoute('/app/overview');
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    // Icon mode keeps the labels for assistive technology.
    expect(screen.getByRole('link', { name: 'Overview' })).toBeInTheDocument();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }])('toggles with %o + B', async (modifier) => {
    overviewServer();
    renderRoute('/app/overview');
    const sidebar = await screen.findByTestId('sidebar');
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ...modifier });
    });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    act(() => {
      fireEvent.keyDown(window, { key: 'B', ...modifier });
    });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('ignores B without Ctrl or Cmd', async () => {
    overviewServer();
    renderRoute('/app/overview');
    const sidebar = await screen.findByTestId('sidebar');
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  it('below 768 px opens the sections in a sheet from the menu button', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    overviewServer();
    const router = renderRoute('/app/overview');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.queryByTestId('sidebar')).toBeNull();
    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    await user.click(within(sheet).getByRole('link', { name: 'Staff' }));
    // The router moves on once the Staff section's code is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/staff'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
