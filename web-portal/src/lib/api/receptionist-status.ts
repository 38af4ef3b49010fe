import { getJson } from '@ringbook/web-shared';
import { withQuery } from '@ringbook/web-shared/api/query-string.ts';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';
import { useQuery } from '@tanstack/react-query';

/** The wizard's state, its receptionist and number, and what it was told (hours keyed "0" Sunday to "6"). */
export type ReceptionistStatus = ApiAnswer<'GET /api/receptionist/status'>;

export type ReceptionistState = ReceptionistStatus['status'];

export type BusinessInfo = ReceptionistStatus['businessInfo'];

export type OperatingDay = BusinessInfo['operatingHours'][string];

export type WizardStaffMember = ReceptionistStatus['staff'][number];

export type WizardService = ReceptionistStatus['services'][number];

export const receptionistStatusQueryKey = ['/api/receptionist/status'];

export const PROVISIONING_POLL_MS = 2000;

/** Whether the status is on its way somewhere: provisioning, a new number, or a change reaching the receptionist. */
export const settling = (status: ReceptionistStatus | undefined): boolean =>
  status?.status === 'provisioning' || !!status?.replacingNumber || !!status?.receptionistUpdating;

/** A location's receptionist (without one, the first location's: the one the setup wizard launches). */
export const locationStatusQueryKey = (location: string) => [...receptionistStatusQueryKey, { location }];

/** Re-polled every 2 s while the receptionist is being provisioned or updated, and not otherwise. */
export function useReceptionistStatus(location?: string) {
  const [STATUS] = receptionistStatusQueryKey;
  return useQuery<ReceptionistStatus>({
    queryKey: location ? locationStatusQueryKey(location) : receptionistStatusQueryKey,
    ...(location && {
      queryFn: ({ signal }) => getJson<ReceptionistStatus>(withQuery(STATUS!, { location }), signal),
    }),
    refetchInterval: (query) => (settling(query.state.data) ? PROVISIONING_POLL_MS : false),
  });
}
