import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { Tenant } from '../api/get-tenants';

/**
 * What the provisioning actions act on: a salon's receptionist, or, for a salon with several locations, one
 * location's (its agent, number and status).
 */
export type Receptionist = Pick<
  Tenant,
  | 'tenantId'
  | 'agentStatus'
  | 'receptionistStatus'
  | 'phoneNumber'
  | 'formattedPhoneNumber'
  | 'agentId'
  | 'voiceEngine'
  | 'understanding'
  | 'error'
> & {
  /** Whether clients are texted from its number (own, pending or shared); null: no number, or not known yet. */
  texting: string | null;
  /** null: the salon's only location, which the actions leave unnamed (as they always did). */
  locationId: string | null;
  salonName: string;
  locationName: string | null;
};

/** The salon's receptionist when it has one location; one per location, in the owner's order, when several. */
export function receptionistsOf(tenant: Tenant): Receptionist[] {
  const salon = { tenantId: tenant.tenantId, salonName: tenant.name };
  if (tenant.locations.length < 2) {
    return [
      {
        ...salon,
        locationId: null,
        locationName: null,
        agentStatus: tenant.agentStatus,
        receptionistStatus: tenant.receptionistStatus,
        phoneNumber: tenant.phoneNumber,
        formattedPhoneNumber: tenant.formattedPhoneNumber,
        texting: tenant.phoneNumberTexting,
        agentId: tenant.agentId,
        voiceEngine: tenant.voiceEngine,
        understanding: tenant.understanding,
        error: tenant.error,
      },
    ];
  }
  return tenant.locations.map((place) => ({
    ...salon,
    locationId: place.locationId,
    locationName: place.name,
    agentStatus: place.agentStatus,
    receptionistStatus: place.receptionistStatus,
    phoneNumber: place.phoneNumber,
    formattedPhoneNumber: place.formattedPhoneNumber,
    texting: place.texting,
    agentId: place.agentId,
    voiceEngine: place.voiceEngine,
    understanding: place.understanding,
    error: place.error,
  }));
}

/** "Glow Studio", or "Glow Studio (Oak Street)" for one location's; `unnamed` stands in for a salon's empty name. */
export function receptionistName(
  receptionist: Pick<Receptionist, 'salonName' | 'locationName'>,
  unnamed = 'Unnamed salon',
): string {
  const salon = receptionist.salonName || unnamed;
  return receptionist.locationName ? `${salon} (${receptionist.locationName})` : salon;
}

/** The action's URL, naming the location when it is one location's receptionist. */
export const atLocation = (url: string, locationId: string | null) =>
  withQuery(url, { location: locationId ?? undefined });
