import type { ServiceIn } from '@ringbook/web-shared/api/generated/tenants.ts';
import type { ReceptionistStatus } from '../lib/api/receptionist-status';
import type { Service } from '../lib/api/services';
import type { TenantSettings } from '../lib/api/tenant-settings';

/** An onboarded salon's settings, as GET /portal/tenants/settings answers them. */
export const savedSettings: TenantSettings = {
  name: 'Bella Salon',
  timezone: 'America/New_York',
  hours: { start: '09:00', end: '18:00' },
  week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '09:00', close: '18:00', closed: weekday === 0 })),
  address: '12 Main St',
  ownerPhone: '+14158675309',
  frontDeskPhone: '',
  country: 'US',
  smsConfirmations: true,
  smsReminders: true,
  reminderHoursBefore: 24,
  onboardingComplete: true,
};

/** A service with what no service editor shows: a processing time and the one stylist who does it. */
export const colour: Service = {
  serviceId: 'color',
  name: 'Color',
  durationMin: 90,
  bufferMin: 0,
  processingMin: 30,
  price: 120,
  staffIds: ['ana'],
};

/** The receptionist's status of a salon that has not begun setting it up. */
export const notSetUp: ReceptionistStatus = {
  status: 'not_started',
  receptionistActive: false,
  locationId: 'bella',
  phoneNumber: null,
  formattedPhoneNumber: null,
  calcomConnected: false,
  calcomDefaultEventTypeId: null,
  serviceEventTypeMappings: [],
  businessInfo: {
    location: '',
    city: '',
    state: '',
    zipCode: '',
    areaCode: '',
    aiName: '',
    voiceId: '',
    additionalLanguages: [],
    unsupportedLanguages: [],
    operatingHours: {},
  },
  staff: [],
  services: [],
};

/** A service as the catalogue keeps it: what was sent, the rest as the API fills it in. */
export const savedService = (service: ServiceIn): Service => ({
  serviceId: 'service',
  name: '',
  durationMin: 30,
  bufferMin: 0,
  price: 0,
  processingMin: 0,
  staffIds: null,
  ...service,
});
