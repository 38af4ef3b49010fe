import { Card } from '@ringbook/web-shared';
import { useState, type ReactNode } from 'react';
import { Loading } from '../../../components/load-state';
import { ReceptionistCard } from '../../../components/receptionist-card';
import { useSalonDay, type SalonDay } from '../hooks/use-salon-day';
import { DayPicker } from './day-picker';
import { DayView } from './day-view';
import { SummaryStats } from './summary-stats';
import { TodayAppointments } from './today-appointments';
import { UpcomingAppointments } from './upcoming-appointments';

/** Everything below the page heading; waits for the salon's time zone so "today" is the salon's today.
 * `recentCalls` draws the latest calls in the salon's zone (the calls feature's list, composed by the route). */
export function OwnerDashboard({ recentCalls }: { recentCalls: (timeZone: string) => ReactNode }) {
  const salonDay = useSalonDay();
  if (!salonDay) {
    return (
      <Loading>Loading your day...</Loading>
    );
  }
  return <DashboardGrid key={salonDay.today} salonDay={salonDay} recentCalls={recentCalls} />;
}

function DashboardGrid({
  salonDay: { today, timeZone, hours },
  recentCalls,
}: {
  salonDay: SalonDay;
  recentCalls: (timeZone: string) => ReactNode;
}) {
  const [selected, setSelected] = useState(today);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <SummaryStats />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <TodayAppointments today={today} />
        <ReceptionistCard />
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card className="p-4 sm:p-6">
          <h2 className="sr-only">Pick a day</h2>
          <DayPicker selected={selected} today={today} onSelect={setSelected} />
        </Card>
        <DayView day={selected} hours={hours} />
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-2">
        <UpcomingAppointments today={today} />
        {recentCalls(timeZone)}
      </div>
    </div>
  );
}
