import { Spinner } from '@ringbook/web-shared';
import { useEffect, useRef } from 'react';

/** Covers the wizard while the receptionist is created; the status is re-polled underneath. */
export function ProvisioningOverlay() {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-sidebar/85 p-4 backdrop-blur-sm">
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="provisioning-title"
        aria-describedby="provisioning-description"
        tabIndex={-1}
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-lg bg-background p-8 text-center shadow-soft focus:outline-none"
      >
        <Spinner className="size-10 text-primary" />
        <h2 id="provisioning-title" className="text-xl font-semibold text-foreground">
          Creating your AI receptionist
        </h2>
        <p id="provisioning-description" className="text-muted-foreground">
          Provisioning takes about 10-15 seconds. We're setting up your receptionist and getting your phone number.
        </p>
      </div>
    </div>
  );
}
