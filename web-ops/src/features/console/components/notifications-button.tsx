import { Button, cn } from '@ringbook/web-shared';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useOverview } from '../api/get-overview';
import { useConsoleView } from '../hooks/use-console-view';
import { AlertsList } from './alerts-list';

function usePanelDismissal(open: boolean, close: (refocus: boolean) => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);
  return containerRef;
}

/** A bell with the number of the overview's alerts; it opens them in a panel. */
export function NotificationsButton() {
  const { data, isError } = useOverview();
  const { showTab } = useConsoleView();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const alerts = data?.alerts ?? [];
  const count = alerts.length;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  const containerRef = usePanelDismissal(open, close);

  const panelBody = () => {
    if (isError) return <p className="text-sm text-destructive">Failed to fetch overview</p>;
    if (!data) return <p className="text-sm text-muted-foreground">Loading alerts...</p>;
    return <AlertsList alerts={alerts} compact />;
  };

  return (
    <div ref={containerRef} className="sm:relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={count ? `Notifications: ${count} ${count === 1 ? 'alert' : 'alerts'}` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Bell aria-hidden="true" />
        {count ? (
          <span
            aria-hidden="true"
            className={cn(
              'absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1',
              'text-[11px] leading-none font-semibold text-destructive-foreground tabular-nums',
            )}
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Button>
      <div
        id={panelId}
        role="region"
        aria-label="Alerts & Warnings"
        hidden={!open}
        className={cn(
          'fixed inset-x-4 top-16 z-50 flex max-h-[70dvh] flex-col gap-3 overflow-y-auto',
          'rounded-lg border border-border bg-background p-4 shadow-soft',
          'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96',
        )}
      >
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-foreground">Alerts &amp; Warnings</p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              showTab('overview');
              close(false);
            }}
          >
            Open overview
          </Button>
        </div>
        {panelBody()}
      </div>
    </div>
  );
}
