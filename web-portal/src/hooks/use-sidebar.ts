import { useIsMobile } from '@ringbook/web-shared';
import { useCallback, useEffect, useState } from 'react';
import { readSidebarOpen, writeSidebarOpen } from '../lib/sidebar-cookie';

export const SIDEBAR_SHORTCUT_KEY = 'b';

/**
 * The sidebar's two states: expanded or icon-only on wide screens (kept in a cookie), and a sheet that is
 * open or closed below the mobile breakpoint. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarOpen);
  const [sheetOpen, setSheetOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setSheetOpen((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The sheet belongs to the small screen only: leaving it closes the sheet.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (isMobile !== wasMobile) {
    setWasMobile(isMobile);
    if (!isMobile) setSheetOpen(false);
  }

  return { isMobile, open, setOpen, toggle, sheetOpen, setSheetOpen };
}
