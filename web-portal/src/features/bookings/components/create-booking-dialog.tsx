import { Dialog } from '@ringbook/web-shared';
import { CreateBookingForm } from './create-booking-form';

/** Opened by `?action=create` or the New Booking button; each opening is one booking attempt. */
export function CreateBookingDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Booking"
      description="Pick a service and a free time, then who it's for."
      width="max-w-2xl"
    >
      <CreateBookingForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
