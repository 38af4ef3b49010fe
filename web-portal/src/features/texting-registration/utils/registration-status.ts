import { formatPhone } from '@ringbook/web-shared/lib/phones.ts';
import type { NumberTexting, Registration, SavedDetails } from '../api/get-registration';

type Stage = Exclude<Registration['stage'], ''>;

/** The review's steps in order, each in the owner's words. */
export const STAGES: Record<Stage, string> = {
  business: 'Twilio is checking your business details',
  brand: 'The Campaign Registry is checking your business',
  campaign: "Carriers are checking the texts you'll send",
};

/** "Step 2 of 3" and what happens in it; nothing outside the review. */
export function stageOf(stage: Registration['stage']): { step: string; note: string } | undefined {
  if (!stage) return undefined;
  const steps = Object.keys(STAGES);
  return { step: `Step ${steps.indexOf(stage) + 1} of ${steps.length}`, note: STAGES[stage] };
}

/** Whether clients are texted from a location's number, in the owner's words. */
export function numberState({ texting, tollFree }: NumberTexting): string {
  switch (texting) {
    case 'own':
      return 'Texts from this number';
    case 'pending':
      return tollFree ? 'Waiting for toll-free verification' : 'Waiting for approval';
    case 'shared':
      return "Takes calls only; texts go from Ringbook's shared number";
  }
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "November 20, 2026", in the owner's own time zone; undefined for no date. */
export function formatDay(at: string | null): string | undefined {
  if (!at) return undefined;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : dayFormat.format(date);
}

/** The address as it is written on an envelope: street (and suite), then city, state and ZIP. */
export function addressLines(details: SavedDetails): string[] {
  const street = [details.street, details.streetSecondary].filter(Boolean).join(', ');
  return [street, `${details.city}, ${details.state} ${details.postalCode}`];
}

export const contactPhoneOf = (details: SavedDetails): string => formatPhone(details.contactPhone, 'US');
