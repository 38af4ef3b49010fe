import { describe, expect, it } from 'vitest';
import { customPlanDefaults, customPlanSchema } from '../api/submit-custom-plan';

const messages = (input: unknown) => {
  const result = customPlanSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('custom plan schema', () => {
  it('answers the business and agreement rules with the spec messages', () => {
    expect(messages(customPlanDefaults)).toEqual({
      businessName: 'Business name must be at least 2 characters',
      contactName: 'Your name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      agreeToTerms: 'You must agree to the terms',
      agreeToPrivacy: 'You must agree to the privacy policy',
    });
  });

  it('keeps the plan inside the configurator ranges', () => {
    const valid = {
      ...customPlanDefaults,
      businessName: 'Maple',
      contactName: 'Jess',
      email: 'jess@maple.test',
      phone: '5125550100',
      agreeToTerms: true,
      agreeToPrivacy: true,
    };
    expect(customPlanSchema.safeParse(valid).success).toBe(true);
    expect(Object.keys(messages({ ...valid, callsPerMonth: 75 }))).toEqual(['callsPerMonth']);
    expect(Object.keys(messages({ ...valid, callsPerMonth: 2050 }))).toEqual(['callsPerMonth']);
    expect(messages({ ...valid, locations: 51 })).toEqual({ locations: 'Locations must be between 1 and 50' });
    expect(Object.keys(messages({ ...valid, avgCallDuration: 2 }))).toEqual(['avgCallDuration']);
    expect(Object.keys(messages({ ...valid, conversionRate: 1.2 }))).toEqual(['conversionRate']);
    expect(Object.keys(messages({ ...valid, businessDaysPerMonth: 14 }))).toEqual(['businessDaysPerMonth']);
  });
});
