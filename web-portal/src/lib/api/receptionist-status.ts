import { useQuery } from '@tanstack/react-query';

export type ReceptionistState =
  | 'not_started'
  | 'calcom_auth'
  | 'event_types'
  | 'business_info'
  | 'staff'
  | 'services'
  | 'review'
  | 'provisioning'
  | 'ready';

export type OperatingDay = { open: string; close: string; closed: boolean };

export type BusinessInfo = {
  location: string;
  city: string;
  state: string;
  zipCode: string;
  areaCode: string;
  aiName: string;
  voiceId: string;
  /** Besides English, which is always spoken. */
  additionalLanguages: string[];
  /** Those of additionalLanguages the receptionist does not speak yet: callers in them are offered a call-back. */
  unsupportedLanguages: string[];
  /** Keyed by weekday index as a string, "0" Sunday to "6" Saturday. */
  operatingHours: Record<string, OperatingDay>;
};

export type WizardStaffMember = {
  staffId?: string;
  name: string;
  email?: string | null;
  title?: string | null;
  /** The stylist's own mobile (E.164), for texts such as a caller running late. */
  phone?: string | null;
};

export type WizardService = {
  serviceId: string;
  name: string;
  durationMin: number;
  bufferMin: number;
  price: number;
};

export type ReceptionistStatus = {
  status: ReceptionistState;
  receptionistActive: boolean;
  phoneNumber: string | null;
  formattedPhoneNumber: string | null;
  calcomConnected: boolean;
  calcomDefaultEventTypeId: number | string | null;
  serviceEventTypeMappings: unknown[];
  businessInfo: BusinessInfo;
  staff: WizardStaffMember[];
  services: WizardService[];
  /** Why the last launch, or the last ask for a new number, failed. */
  provisioningError?: string | null;
  /** The area code the number was asked for ('' toll-free); a toll-free number in its place: none was free there. */
  numberAreaCode?: string | null;
  /** The number a new one is replacing: it answers until the new one does. */
  replacingNumber?: string | null;
  /** A change has not reached the live receptionist yet (a few seconds). */
  receptionistUpdating?: boolean;
};

export const receptionistStatusQueryKey = ['/api/receptionist/status'];

export const PROVISIONING_POLL_MS = 2000;

/** Whether the status is on its way somewhere: provisioning, a new number, or a change reaching the receptionist. */
export const settling = (status: ReceptionistStatus | undefined): boolean =>
  status?.status === 'provisioning' || !!status?.replacingNumber || !!status?.receptionistUpdating;

/** Re-polled every 2 s while the receptionist is being provisioned or updated, and not otherwise. */
export function useReceptionistStatus() {
  return useQuery<ReceptionistStatus>({
    queryKey: receptionistStatusQueryKey,
    refetchInterval: (query) => (settling(query.state.data) ? PROVISIONING_POLL_MS : false),
  });
}
