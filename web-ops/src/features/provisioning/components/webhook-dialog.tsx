import { Button, Dialog, Spinner, cn } from '@ringbook/web-shared';
import { CheckCircle2 } from 'lucide-react';
import { useWebhookConfig } from '../api/get-webhook-config';
import { useMarkWebhooksConfigured } from '../api/mark-webhooks-configured';
import { failureText, isAuthError } from '../utils/errors';
import { receptionistName, type Receptionist } from '../utils/receptionists';
import { WebhookConfigDetails } from './webhook-config-details';

// Said in the dialog as well as the toast: while the dialog is open, the page's toasts sit behind it.
function MarkFailure({ reason }: { reason: string | undefined }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
      <span className="font-semibold">Failed to mark webhooks configured</span>
      {reason ? `: ${reason}` : null}
    </p>
  );
}

type WebhookDialogProps = {
  /** The salon's (or one location's) receptionist whose webhooks are being configured; null keeps it closed. */
  receptionist: Configuring | null;
  onClose: () => void;
};

export type Configuring = Pick<Receptionist, 'tenantId' | 'locationId' | 'salonName' | 'locationName'>;

export function WebhookDialog({ receptionist, onClose }: WebhookDialogProps) {
  const config = useWebhookConfig(receptionist?.tenantId ?? null, receptionist?.locationId ?? null);
  const mark = useMarkWebhooksConfigured({ onSuccess: onClose });
  // The next tenant's dialog must not open with this one's failure.
  const close = () => {
    mark.reset();
    onClose();
  };

  return (
    <Dialog
      open={receptionist !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Configure Webhooks"
      description={
        receptionist
          ? `Set up ${receptionistName(receptionist, '')}'s agent in the voice provider's dashboard, then mark it ` +
            'as configured.'
          : undefined
      }
      width="max-w-3xl"
    >
      <WebhookConfigDetails query={config} />
      {mark.isError && !isAuthError(mark.error) ? <MarkFailure reason={failureText(mark.error)} /> : null}
      {/* Pinned to the bottom of the scrolling panel (its padding undone), so the actions stay in reach. */}
      <div
        className={cn(
          'sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap justify-end gap-2',
          'border-t border-border bg-background px-6 py-4',
        )}
      >
        <Button variant="outline" onClick={close}>
          Close
        </Button>
        <Button
          disabled={!config.data || mark.isPending}
          aria-busy={mark.isPending}
          onClick={() => receptionist && mark.mutate(receptionist)}
        >
          {mark.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
          Mark as Configured
        </Button>
      </div>
    </Dialog>
  );
}
