import { useCallback, useEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type HomeSection } from '../config/paths';

export const SECTION_SCROLL_DELAY_MS = 100;

type SectionState = { scrollTo?: HomeSection } | null;

export function scrollToSection(section: string): void {
  const target = document.getElementById(section);
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Click handler for links to a home-page section: on the home page it scrolls there smoothly; from
 * any other page it opens the home page first, which scrolls once it has rendered (below).
 */
export function useSectionNavigation() {
  const location = useLocation();
  const navigate = useNavigate();

  return useCallback(
    (section: HomeSection, event?: MouseEvent) => {
      if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
      event?.preventDefault();
      if (location.pathname === paths.home.path) {
        window.history.replaceState(window.history.state, '', `#${section}`);
        scrollToSection(section);
        return;
      }
      void navigate(paths.home.getHref(), { state: { scrollTo: section } satisfies SectionState });
    },
    [location.pathname, navigate],
  );
}

/** On arriving at the home page from a section link: wait a moment, then scroll to the section. */
export function useScrollToSectionOnArrival() {
  const location = useLocation();
  const section = (location.state as SectionState)?.scrollTo;

  useEffect(() => {
    if (!section) return;
    const timer = window.setTimeout(() => scrollToSection(section), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, section]);
}
