import { describe, expect, it } from 'vitest';
import { toBusinessInfoPayload, toggleLanguage, languageChoices, updateDay } from '../utils/business-info';
import { connectFailureMessage, isCalcomComplete } from '../utils/calcom';
import { staff } from './wizard-server';
import { serviceFromRow, validateStaffMember } from '../utils/add-forms';
import { areaCodeOrFallback, moreLabel, preview } from '../utils/review';
import { defaultOperatingHours, factsFromStatus, withStatusDefaults } from '../utils/status';
import {
  WIZARD_STEPS,
  canGoBack,
  canGoNext,
  nextStep,
  previousStep,
  showsNext,
  stepForStatus,
  stepGap,
  type WizardFacts,
} from '../utils/steps';

const ready: WizardFacts = {
  calendarConnected: true,
  selectedEventTypeId: '42',
  location: '12 Main St',
  city: 'Springfield',
  staffCount: 1,
  serviceCount: 1,
};

describe('the step a status opens on', () => {
  it.each([
    ['not_started', 'calcom_auth'],
    ['calcom_auth', 'calcom_auth'],
    ['event_types', 'event_types'],
    ['business_info', 'business_info'],
    ['staff', 'staff'],
    ['services', 'services'],
    ['review', 'review'],
    ['provisioning', 'review'],
    ['ready', 'review'],
  ])('%s opens %s', (status, step) => {
    expect(stepForStatus(status)).toBe(step);
  });

  it.each([undefined, null, '', 'google_auth', 'something_new'])('an unknown status (%s) starts at the beginning', (status) => {
    expect(stepForStatus(status)).toBe('calcom_auth');
  });

  it('has six steps, named as the spec names them', () => {
    expect(WIZARD_STEPS.map((step) => step.id)).toEqual([
      'calcom_auth',
      'event_types',
      'business_info',
      'staff',
      'services',
      'review',
    ]);
    expect(WIZARD_STEPS[0]!.title).toBe('Connect Calendar');
    expect(WIZARD_STEPS[5]!.title).toBe('Review & Launch');
  });
});

describe('moving between steps', () => {
  it('disables Back on the first step only', () => {
    expect(canGoBack('calcom_auth')).toBe(false);
    for (const { id } of WIZARD_STEPS.slice(1)) expect(canGoBack(id)).toBe(true);
  });

  it('hides Next on the review step only', () => {
    expect(showsNext('review')).toBe(false);
    for (const { id } of WIZARD_STEPS.slice(0, -1)) expect(showsNext(id)).toBe(true);
  });

  it('goes forward and back one step at a time, stopping at the ends', () => {
    expect(nextStep('calcom_auth')).toBe('event_types');
    expect(nextStep('services')).toBe('review');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('event_types')).toBe('calcom_auth');
    expect(previousStep('calcom_auth')).toBe('calcom_auth');
  });
});

describe('gating', () => {
  it('lets every step through once everything is in place', () => {
    for (const { id } of WIZARD_STEPS) expect(canGoNext(id, ready)).toBe(true);
  });

  it('needs the booking calendar connected on the connect step', () => {
    expect(stepGap('calcom_auth', { ...ready, calendarConnected: false })).toBe(
      'Connect your booking calendar to continue.',
    );
  });

  it('needs a selected event type on the event-types step', () => {
    expect(stepGap('event_types', { ...ready, selectedEventTypeId: '' })).toBe('Choose an event type to continue.');
  });

  it('needs a location and a city on the business-info step', () => {
    expect(stepGap('business_info', { ...ready, location: ' ', city: '' })).toBe(
      'Enter your business location and city to continue.',
    );
    expect(stepGap('business_info', { ...ready, location: '' })).toBe('Enter your business location to continue.');
    expect(stepGap('business_info', { ...ready, city: '  ' })).toBe('Enter your city to continue.');
  });

  it('needs a staff member and a service on their steps', () => {
    expect(stepGap('staff', { ...ready, staffCount: 0 })).toBe('Add at least one staff member to continue.');
    expect(stepGap('services', { ...ready, serviceCount: 0 })).toBe('Add at least one service to continue.');
  });

  it('gates each step on its own facts only', () => {
    const nothing: WizardFacts = {
      calendarConnected: false,
      selectedEventTypeId: '',
      location: '',
      city: '',
      staffCount: 0,
      serviceCount: 0,
    };
    expect(canGoNext('staff', { ...nothing, staffCount: 2 })).toBe(true);
    expect(canGoNext('services', { ...nothing, serviceCount: 1 })).toBe(true);
    expect(canGoNext('event_types', { ...nothing, selectedEventTypeId: 'haircut' })).toBe(true);
    expect(canGoNext('review', nothing)).toBe(true);
  });

  it('reads what the server knows from the status', () => {
    const facts = factsFromStatus(
      withStatusDefaults({
        calcomConnected: true,
        calcomDefaultEventTypeId: 42,
        staff: staff(1),
        services: [],
      }),
    );
    expect(facts).toEqual({ ...ready, location: '', city: '', serviceCount: 0 });
  });
});

describe('the review page', () => {
  it("shows the first 3 with a '+N more' count", () => {
    expect(preview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(preview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(moreLabel(2)).toBe('+2 more');
    expect(moreLabel(0)).toBeNull();
  });

  it('falls back to area code 800', () => {
    expect(areaCodeOrFallback('')).toBe('800');
    expect(areaCodeOrFallback('  ')).toBe('800');
    expect(areaCodeOrFallback(null)).toBe('800');
    expect(areaCodeOrFallback('415')).toBe('415');
  });
});

describe('the status with defaults', () => {
  it('fills what the server left out: not started, Brian, the male voice, 09:00-17:00', () => {
    const status = withStatusDefaults({});
    expect(status.status).toBe('not_started');
    expect(status.calcomConnected).toBe(false);
    expect(status.businessInfo.aiName).toBe('Brian');
    expect(status.businessInfo.voiceId).toBe('male');
    expect(status.businessInfo.operatingHours['1']).toEqual({ open: '09:00', close: '17:00', closed: false });
    expect(status.staff).toEqual([]);
  });

  it('keeps the saved days and fills the rest', () => {
    const info = withStatusDefaults({
      businessInfo: { operatingHours: { '6': { open: '10:00', close: '14:00', closed: false } } } as never,
    }).businessInfo;
    expect(info.operatingHours['6']).toEqual({ open: '10:00', close: '14:00', closed: false });
    expect(info.operatingHours['0']).toEqual(defaultOperatingHours()['0']);
  });
});

describe('forms of the wizard', () => {
  it('needs a name and an e-mail to add a staff member', () => {
    expect(validateStaffMember({ name: ' ', title: '', email: '', phone: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(validateStaffMember({ name: 'Ana', title: '', email: 'ana@salon.test', phone: '' })).toEqual({});
  });

  it('needs a name to add a service, with the fallbacks for the rest', () => {
    const row = { key: 1, serviceId: '', name: '', durationMin: '', bufferMin: '', price: '', saved: false, kept: {} };
    expect(serviceFromRow(row)).toBeNull();
    expect(serviceFromRow({ ...row, name: " Women's Cut & Colour " })).toEqual({
      serviceId: '',
      name: "Women's Cut & Colour",
      durationMin: 30,
      bufferMin: 0,
      price: 0,
    });
  });

  it('toggles languages without duplicates and keeps saved ones on offer', () => {
    expect(toggleLanguage(['Spanish'], 'spanish', true)).toEqual(['spanish']);
    expect(toggleLanguage(['Spanish', 'French'], 'Spanish', false)).toEqual(['French']);
    expect(languageChoices(['Greek', 'spanish'])).toContain('Greek');
    expect(languageChoices(['spanish']).filter((l) => l.toLowerCase() === 'spanish')).toHaveLength(1);
  });

  it('changes one day and trims the text it sends', () => {
    const hours = updateDay(defaultOperatingHours(), 1, { closed: true });
    expect(hours['1']).toEqual({ open: '09:00', close: '17:00', closed: true });
    const info = withStatusDefaults({}).businessInfo;
    expect(toBusinessInfoPayload({ ...info, location: ' 12 Main St ', city: ' Springfield ' })).toMatchObject({
      location: '12 Main St',
      city: 'Springfield',
    });
  });
});

describe('connecting Cal.com', () => {
  it('words a failure as the spec does', () => {
    expect(connectFailureMessage({ status: 503, message: 'Not configured' })).toBe(
      'Failed to start Cal.com connection: Not configured',
    );
    expect(connectFailureMessage({ status: 200 })).toBe('Failed to start Cal.com connection: Unknown error');
    expect(connectFailureMessage({})).toBe('Failed to start Cal.com connection. Please try again.');
  });

  it("recognises the popup's message", () => {
    expect(isCalcomComplete({ type: 'oauth-complete', provider: 'calcom', ok: true })).toBe(true);
    expect(isCalcomComplete({ type: 'oauth-complete', provider: 'google', ok: true })).toBe(false);
    expect(isCalcomComplete(null)).toBe(false);
  });
});
