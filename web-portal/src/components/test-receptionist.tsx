import { Button, CallSimulator, Dialog, type ButtonProps } from '@ringbook/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { hangUpTestCall, refreshAfterTestCall, sayInTestCall, startTestCall } from '../lib/api/test-calls';

type TestReceptionistProps = {
  /** The salon's number as the owner reads it. */
  displayNumber: string;
  aiName: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** A location's own receptionist; without one, the first location's. */
  location?: string;
};

/**
 * "Test your receptionist": a typed call with the salon's own receptionist, in a dialog. Closing the dialog
 * mid-call hangs up; once a call ends, the lists it may have changed are read again.
 */
export function TestReceptionist({
  displayNumber,
  aiName,
  variant = 'outline',
  size,
  className,
  location,
}: TestReceptionistProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <MessageSquareText aria-hidden="true" />
        Test your receptionist
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Test your receptionist" width="max-w-xl">
        <CallSimulator
          phoneNumber={displayNumber}
          agentName={aiName}
          fromPlaceholder="Leave blank to call from your phone in Settings"
          start={(fromNumber) => startTestCall(fromNumber, location)}
          say={sayInTestCall}
          hangUp={hangUpTestCall}
          onEnded={() => void refreshAfterTestCall(queryClient)}
        />
      </Dialog>
    </>
  );
}
