import { describe, expect, it } from 'vitest';
import { LEAD_FORM_STEP_FIELDS, leadFormDefaults, leadFormSchema } from '../api/submit-lead-form';

const messages = (input: unknown) => {
  const result = leadFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('lead form schema', () => {
  it('answers every rule with the spec message', () => {
    expect(messages({ ...leadFormDefaults, staffCount: 0, businessName: 'A', contactName: 'B', phone: '123456789' })).toEqual({
      businessName: 'Business name is required',
      contactName: 'Contact name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      staffCount: 'Must have at least 1 staff member',
      currentBookingMethods: 'Select at least one booking method',
      biggestChallenges: 'Select at least one challenge',
      servicesOffered: 'Please describe your services',
      operatingHours: 'Please specify your hours',
      preferredLanguages: 'Select at least one language',
      agreedToContact: 'You must agree to be contacted',
    });
  });

  it('accepts a complete application, optional fields left empty', () => {
    const complete = {
      ...leadFormDefaults,
      businessName: 'Sharp Cuts',
      contactName: 'Marcus',
      email: 'marcus@sharp.test',
      phone: '4045550100',
      currentBookingMethods: ['Walk-ins'],
      biggestChallenges: ['Missed calls after hours'],
      servicesOffered: 'Skin fade',
      operatingHours: '9-7',
      preferredLanguages: ['English'],
      agreedToContact: true,
      budgetRange: undefined,
    };
    expect(leadFormSchema.safeParse(complete).success).toBe(true);
  });

  it('checks on each step only the fields the spec lists for it', () => {
    expect(LEAD_FORM_STEP_FIELDS).toEqual([
      ['businessName', 'contactName', 'email', 'phone', 'businessType', 'website'],
      ['staffCount', 'weeklyBookings', 'currentBookingMethods', 'biggestChallenges'],
      [],
      ['servicesOffered', 'operatingHours', 'preferredLanguages', 'voiceStyle'],
      ['timeline', 'agreedToContact'],
    ]);
  });
});
