import { areaCodeOf } from '@ringbook/web-shared/lib/phones.ts';
import type { BusinessInfo, OperatingDay, ReceptionistStatus } from '../../../lib/api/receptionist-status';
import type { WizardFacts } from './steps';

export const DEFAULT_AI_NAME = 'Brian';
export const DEFAULT_VOICE = 'male';
export const DEFAULT_OPEN = '09:00';
export const DEFAULT_CLOSE = '17:00';

/** Weekday index 0 is Sunday, through 6. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The wizard's starting week, as the server's: 09:00-17:00, closed on Sunday. */
export function defaultOperatingHours(): Record<string, OperatingDay> {
  return Object.fromEntries(
    WEEKDAYS.map((_, day) => [String(day), { open: DEFAULT_OPEN, close: DEFAULT_CLOSE, closed: day === 0 }]),
  );
}

export function withBusinessInfoDefaults(info: Partial<BusinessInfo> | undefined): BusinessInfo {
  const hours = defaultOperatingHours();
  for (const [day, saved] of Object.entries(info?.operatingHours ?? {})) {
    if (day in hours) hours[day] = { ...hours[day]!, ...saved };
  }
  return {
    location: info?.location ?? '',
    city: info?.city ?? '',
    state: info?.state ?? '',
    zipCode: info?.zipCode ?? '',
    areaCode: info?.areaCode ?? '',
    aiName: info?.aiName?.trim() || DEFAULT_AI_NAME,
    voiceId: info?.voiceId || DEFAULT_VOICE,
    additionalLanguages: info?.additionalLanguages ?? [],
    unsupportedLanguages: info?.unsupportedLanguages ?? [],
    operatingHours: hours,
  };
}

/** The status with every field present, whatever part of it the server sent. */
export function withStatusDefaults(status: Partial<ReceptionistStatus> | undefined): ReceptionistStatus {
  return {
    status: status?.status ?? 'not_started',
    receptionistActive: status?.receptionistActive ?? false,
    locationId: status?.locationId ?? '',
    phoneNumber: status?.phoneNumber ?? null,
    formattedPhoneNumber: status?.formattedPhoneNumber ?? null,
    calcomConnected: status?.calcomConnected ?? false,
    calcomDefaultEventTypeId: status?.calcomDefaultEventTypeId ?? null,
    serviceEventTypeMappings: status?.serviceEventTypeMappings ?? [],
    businessInfo: withBusinessInfoDefaults(status?.businessInfo),
    staff: status?.staff ?? [],
    services: status?.services ?? [],
    provisioningError: status?.provisioningError ?? null,
    numberAreaCode: status?.numberAreaCode ?? null,
    replacingNumber: status?.replacingNumber ?? null,
    receptionistUpdating: status?.receptionistUpdating ?? false,
  };
}

/** The gating facts the server already knows; a step adds what is being edited on it. */
export function factsFromStatus(status: ReceptionistStatus): WizardFacts {
  return {
    calendarConnected: status.calcomConnected,
    selectedEventTypeId: status.calcomDefaultEventTypeId == null ? '' : String(status.calcomDefaultEventTypeId),
    location: status.businessInfo.location,
    city: status.businessInfo.city,
    staffCount: status.staff.length,
    serviceCount: status.services.length,
  };
}

export const phoneNumberOf = (status: ReceptionistStatus): string =>
  status.formattedPhoneNumber || status.phoneNumber || '';

export { areaCodeOf };

/** The area code asked for when the number was got had none free, so the number is another (toll-free) one. */
export function areaCodeUnavailable(status: ReceptionistStatus): string | null {
  const asked = status.numberAreaCode ?? '';
  return asked && status.phoneNumber && areaCodeOf(status.phoneNumber) !== asked ? asked : null;
}
