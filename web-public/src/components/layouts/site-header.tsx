import { Button, RingbookLogo, buttonClasses, cn } from '@ringbook/web-shared';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { FOCUSED_PATHS, paths, type HomeSection } from '../../config/paths';
import { useWhoami } from '../../lib/auth/get-whoami';
import { useLogout } from '../../lib/auth/logout';
import { SectionLink } from '../ui/section-link';

const pageLinks = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.businesses.getHref(), label: 'Businesses' },
  { to: paths.blog.getHref(), label: 'Blog' },
  { to: paths.contact.getHref(), label: 'Contact' },
] as const;

const sectionLinks: { section: HomeSection; label: string }[] = [
  { section: 'roi-calculator', label: 'ROI Calculator' },
  { section: 'pricing', label: 'Pricing' },
  { section: 'faq', label: 'FAQ' },
];

const navLinkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

export function SiteHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const whoami = useWhoami();
  const logout = useLogout({ onSuccess: () => navigate(paths.home.getHref()) });
  const focused = FOCUSED_PATHS.includes(location.pathname);

  // Going to another page closes the menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (location.pathname !== menuPath) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  // Escape closes the menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const scrollHomeToTop = () => {
    if (location.pathname === paths.home.path) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const accountActions = whoami ? (
    <div className="flex items-center gap-3">
      <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </Button>
      <span
        title={whoami.user.fullName}
        aria-label={`Signed in as ${whoami.user.fullName}`}
        role="img"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initialsOf(whoami.user.fullName)}
      </span>
    </div>
  ) : (
    <div className="flex items-center gap-2">
      <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        Sign in
      </Link>
      <Link to={paths.configure.getHref()} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
        Get Started
      </Link>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home.getHref()} onClick={scrollHomeToTop} className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
          <RingbookLogo className="h-7" />
        </Link>

        {!focused && (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
              {pageLinks.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  end
                  className={({ isActive }) => cn(navLinkClasses, isActive && 'text-foreground')}
                >
                  {link.label}
                </NavLink>
              ))}
              {sectionLinks.map((link) => (
                <SectionLink key={link.section} section={link.section} className={navLinkClasses}>
                  {link.label}
                </SectionLink>
              ))}
            </nav>
            <div className="hidden lg:block">{accountActions}</div>
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </>
        )}
      </div>

      {!focused && menuOpen && (
        <nav id={menuId} aria-label="Mobile" className="border-t border-border bg-background lg:hidden">
          <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
            {pageLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={cn(navLinkClasses, 'py-3 text-base')}>
                {link.label}
              </NavLink>
            ))}
            {sectionLinks.map((link) => (
              <SectionLink
                key={link.section}
                section={link.section}
                className={cn(navLinkClasses, 'py-3 text-base')}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </SectionLink>
            ))}
            <div className="mt-2 border-t border-border pt-4">{accountActions}</div>
          </div>
        </nav>
      )}
    </header>
  );
}
