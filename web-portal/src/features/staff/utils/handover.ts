import type { UpcomingOfStaff } from '../api/upcoming-appointments';

/** What happens to one upcoming appointment: the staff ID of the member who takes it, or cancelled. */
export type Choice = string;
export const CANCEL: Choice = '';

/** Each appointment starts with the first member free to take it; one no one can take is cancelled. */
export function initialChoices(upcoming: UpcomingOfStaff): Record<string, Choice> {
  return Object.fromEntries(upcoming.appointments.map((a) => [a.id, a.reassignTo[0]?.staffId ?? CANCEL]));
}

export function toRemoval(upcoming: UpcomingOfStaff, choices: Record<string, Choice>) {
  const reassign = Object.fromEntries(
    Object.entries(choices).filter(([, staffId]) => staffId !== CANCEL),
  ) as Record<string, string>;
  const cancelled = upcoming.upcomingAppointments - Object.keys(reassign).length;
  return { reassign, force: cancelled > 0, cancelled };
}

export const appointmentsWord = (count: number) => (count === 1 ? '1 appointment' : `${count} appointments`);
