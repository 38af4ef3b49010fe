import { Badge, Button, buttonClasses } from '@ringbook/web-shared';
import { CalendarDays, Clock, ExternalLink, Mail, Phone, Trash2 } from 'lucide-react';
import type { StaffMember } from '../../../lib/api/staff';
import { googleCalendarUrl, isBuiltinCalendar } from '../utils/calendar-link';
import { usePhoneFormat } from '../../../hooks/use-phone-format';

export type StaffAction = 'email' | 'phone' | 'delete' | 'feed';

type StaffMemberItemProps = { member: StaffMember; onAction: (action: StaffAction, member: StaffMember) => void };

export function StaffMemberItem({ member, onAction }: StaffMemberItemProps) {
  const formatPhone = usePhoneFormat();
  return (
    <li
      aria-label={member.name}
      className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto_auto] sm:items-center"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold text-foreground">{member.name}</h3>
          {member.calendarPending && (
            <Badge tone="accent" title="Google is still creating this calendar">
              <Clock aria-hidden="true" />
              Calendar pending
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {[member.title, `ID: ${member.staffId}`].filter(Boolean).join(' · ')}
        </p>
        <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {member.email ?? 'No email yet'}
        </p>
        {member.phone ? (
          <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <a href={`tel:${member.phone}`} className="tabular-nums underline-offset-4 hover:underline">
              {formatPhone(member.phone)}
            </a>
          </p>
        ) : null}
      </div>
      {/* On a phone the actions take a row of their own, under the name and its delete button. */}
      <div className="order-last col-span-2 flex flex-wrap items-center gap-2 sm:order-none sm:col-span-1">
        <OpenCalendar member={member} onFeed={() => onAction('feed', member)} />
        <Button
          variant="outline"
          size="sm"
          aria-label={`Add email for ${member.name}`}
          onClick={() => onAction('email', member)}
        >
          <Mail aria-hidden="true" />
          Add email
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Set mobile for ${member.name}`}
          onClick={() => onAction('phone', member)}
        >
          <Phone aria-hidden="true" />
          {member.phone ? 'Change mobile' : 'Add mobile'}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive"
        aria-label={`Delete ${member.name}`}
        onClick={() => onAction('delete', member)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

function OpenCalendar({ member, onFeed }: { member: StaffMember; onFeed: () => void }) {
  const label = `Open calendar for ${member.name}`;
  if (member.calendarPending || !member.calendarId) return null;
  if (isBuiltinCalendar(member.calendarId)) {
    return (
      <Button variant="outline" size="sm" aria-label={label} onClick={onFeed}>
        <CalendarDays aria-hidden="true" />
        Open calendar
      </Button>
    );
  }
  return (
    <a
      href={googleCalendarUrl(member.calendarId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <CalendarDays aria-hidden="true" />
      Open calendar
      <ExternalLink aria-hidden="true" />
    </a>
  );
}
