import { Button, Dialog, Input, buttonClasses, toast } from '@ringbook/web-shared';
import { CalendarPlus, Copy } from 'lucide-react';
import { Loading } from '../../../components/load-state';
import { useCalendarFeed } from '../api/calendar-feed';
import type { StaffMember } from '../../../lib/api/staff';

type CalendarFeedDialogProps = { member: StaffMember | undefined; onClose: () => void };

/**
 * "Open in calendar" for a built-in calendar: there is no web view to open, so the owner gets the member's
 * private feed to subscribe to in any calendar app (the webcal:// link opens the phone's own Calendar).
 */
export function CalendarFeedDialog({ member, onClose }: CalendarFeedDialogProps) {
  const feed = useCalendarFeed(member?.staffId ?? '', member !== undefined);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      toast({ title: "Couldn't copy the link", description: 'Select it and copy it instead.', variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={member !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title={member ? `${member.name}'s calendar` : 'Calendar'}
      description="Subscribe in Google Calendar, Apple Calendar or Outlook to see these appointments. Anyone with the link can see them, so share it only with this staff member."
    >
      {feed.isPending && (
        <Loading className="text-sm">Getting the calendar link...</Loading>
      )}
      {feed.isError && (
        <p className="text-sm text-destructive">We couldn't get the calendar link. Please try again.</p>
      )}
      {feed.data && (
        <div className="flex flex-col gap-4">
          <Input
            label="Calendar feed link"
            readOnly
            value={feed.data.url}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <a href={feed.data.webcalUrl} className={buttonClasses({ variant: 'primary' })}>
              <CalendarPlus aria-hidden="true" />
              Subscribe in calendar app
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
}
