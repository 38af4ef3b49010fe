import { Badge, Button, Card } from '@ringbook/web-shared';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarX, ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { calendarSettingsQueryKey, useCalendarSettings } from '../../../lib/api/calendar-settings';
import { receptionistStatusQueryKey } from '../../../lib/api/receptionist-status';
import { useConnectCalcom } from '../api/connect-calcom';
import { eventTypesQueryKey } from '../api/event-types';
import { CALCOM, isCalcomComplete } from '../utils/calcom';
import { factsFromStatus } from '../utils/status';
import { stepGap } from '../utils/steps';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { WizardNav } from './wizard-nav';

/** When the Cal.com popup reports back (from our own origin), everything that depends on the calendar is re-read. */
function useCalcomPopupResult() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isCalcomComplete(event.data)) return;
      for (const queryKey of [receptionistStatusQueryKey, eventTypesQueryKey, calendarSettingsQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}

function calendarSummary(connected: boolean, usesCalcom: boolean, account: string | undefined): string {
  if (!connected) return `Your ${CALCOM} connection needs attention. Connect it again so your receptionist can book.`;
  if (usesCalcom) return `Bookings go to your ${CALCOM} account${account ? ` (${account})` : ''}.`;
  return "Ringbook's built-in calendar is ready: clients are booked into your staff's working hours.";
}

export function ConnectStep({ status, headingRef, onBack, onNext }: StepProps) {
  const calendar = useCalendarSettings();
  const connect = useConnectCalcom();
  useCalcomPopupResult();

  const connected = status.calcomConnected;
  const usesCalcom = calendar.data?.bookingCalendar === 'calcom';
  const gap = stepGap('calcom_auth', factsFromStatus(status));

  return (
    <StepFrame
      title="Connect your calendar"
      description="Your receptionist books appointments straight into your booking calendar."
      headingRef={headingRef}
      nav={<WizardNav step="calcom_auth" gap={gap} onBack={onBack} onNext={onNext} />}
    >
      <Card className="flex items-start gap-4 p-5 shadow-none">
        {connected ? (
          <CalendarCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
        ) : (
          <CalendarX aria-hidden="true" className="size-8 shrink-0 text-destructive" />
        )}
        <div className="flex flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-foreground">Booking calendar</h3>
            <Badge tone={connected ? 'success' : 'neutral'}>{connected ? 'Connected' : 'Not Connected'}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {calendarSummary(connected, usesCalcom, calendar.data?.calcom.account)}
          </p>
        </div>
      </Card>
      {!(connected && usesCalcom) && (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          {connected && (
            <p className="text-sm text-muted-foreground">Already use {CALCOM}? Connect it to book there instead.</p>
          )}
          <Button
            variant={connected ? 'outline' : 'primary'}
            onClick={() => connect.mutate()}
            disabled={connect.isPending}
          >
            <ExternalLink aria-hidden="true" />
            {connect.isPending ? 'Connecting...' : `Connect ${CALCOM}`}
          </Button>
        </div>
      )}
    </StepFrame>
  );
}
