import { BRAND_NAME, Button, cn } from '@ringbook/web-shared';
import { LogOut, Menu, PanelLeft, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { sectionNav } from '../../config/sections';
import { useLogout } from '../../lib/api/logout';
import { useWhoAmI } from '../../lib/api/whoami';
import { useSidebar } from '../../hooks/use-sidebar';
import { locationSearch, useLocationChoice, useLocationInUrl } from '../../hooks/use-location-choice';
import { LocationSwitcher } from '../location-switcher';

function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { data } = useWhoAmI();
  const logout = useLogout();
  const { choice } = useLocationChoice();
  const tenantName = data?.tenant?.name?.trim() || BRAND_NAME;

  return (
    <div className="flex h-full flex-col gap-4 p-2">
      <h2
        className={cn('truncate px-2 pt-2 text-lg font-semibold', collapsed && 'sr-only')}
        title={tenantName}
      >
        {tenantName}
      </h2>
      <nav aria-label="Portal" className="flex-1">
        <ul className="flex flex-col gap-1">
          {sectionNav.map(({ section, label, icon: Icon }) => (
            <li key={section}>
              <NavLink
                to={{ pathname: paths.app.getHref(section), search: locationSearch(choice) }}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
                    'hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white',
                    isActive && 'bg-white/15 font-semibold',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={cn(collapsed && 'sr-only')}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        title={collapsed ? 'Logout' : undefined}
        className={cn(
          'flex h-10 items-center gap-3 rounded-lg px-2.5 text-sm font-medium transition-colors',
          'hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60',
        )}
      >
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>Logout</span>
      </button>
    </div>
  );
}

function MobileSheet({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        className="absolute inset-y-0 left-0 w-72 bg-sidebar text-sidebar-foreground shadow-xl"
      >
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="absolute top-3 right-3 rounded-lg p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <SidebarContent collapsed={false} onNavigate={onClose} />
      </div>
    </div>
  );
}

/** The owner portal's /app/{section} frame: sidebar with the sections, header with who is signed in. */
export function AppShell() {
  const { data } = useWhoAmI();
  const { isMobile, open, toggle, sheetOpen, setSheetOpen } = useSidebar();
  const { pathname } = useLocation();
  const userName = data?.user.fullName?.trim() || data?.user.email;
  useLocationInUrl();

  useEffect(() => setSheetOpen(false), [pathname, setSheetOpen]);

  return (
    <div className="flex min-h-dvh bg-muted">
      {!isMobile && (
        <aside
          data-testid="sidebar"
          data-state={open ? 'expanded' : 'collapsed'}
          className={cn(
            'sticky top-0 h-dvh shrink-0 overflow-hidden bg-sidebar text-sidebar-foreground transition-[width] duration-200',
            open ? 'w-64' : 'w-12',
          )}
        >
          <SidebarContent collapsed={!open} />
        </aside>
      )}
      {isMobile && sheetOpen && <MobileSheet onClose={() => setSheetOpen(false)} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-3 border-b border-border bg-background px-4">
          {isMobile ? (
            <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setSheetOpen(true)}>
              <Menu aria-hidden="true" />
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Toggle sidebar"
              aria-expanded={open}
              title="Toggle sidebar (Ctrl/Cmd+B)"
              onClick={toggle}
            >
              <PanelLeft aria-hidden="true" />
            </Button>
          )}
          <LocationSwitcher />
          <p className="ml-auto truncate text-sm font-medium text-foreground" data-testid="signed-in-user">
            {userName}
          </p>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
