import { apiRequest } from '@ringbook/web-shared';
import type { ApiAnswer, ApiBody, ApiPath } from '@ringbook/web-shared/api/routes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type StaffList = ApiAnswer<'GET /staff/calendars'>;

/** A member, with a Google calendar id or `builtin:<uuid>` (empty while pending) and their own mobile (E.164). */
export type StaffMember = StaffList['staff'][number];

export const staffQueryKey = ['/staff/calendars'];

/** Where everything about one member lives in the cache: `['/staff', id, 'hours']`, `[..., 'timeoff']`. */
export const staffMemberQueryKey = (staffId: string) => ['/staff', encodeURIComponent(staffId)];

export function useStaff() {
  return useQuery<StaffList, Error, StaffMember[]>({
    queryKey: staffQueryKey,
    select: (data) => data.staff,
  });
}

type MutationCallbacks<T> = { onSuccess?: (result: T) => void; onError?: (error: unknown) => void };

// ---- Add Staff -------------------------------------------------------------------------------------------

export type NewStaffMember = ApiBody<'POST /staff/calendars/provision'>;

/** POST /staff/calendars/provision: the member gets a calendar and the salon's opening hours to work. */
export const addStaff = async (member: NewStaffMember): Promise<StaffMember> => {
  const res = await apiRequest('POST', '/staff/calendars/provision', member);
  return (await res.json()) as StaffMember;
};

export function useAddStaff(options: MutationCallbacks<StaffMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: async (added) => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
      options.onSuccess?.(added);
    },
    onError: options.onError,
  });
}

// ---- Add Staff's Email -----------------------------------------------------------------------------------

type ShareRoute = 'POST /staff/calendars/{staffId}/share';

export type CalendarShare = ApiPath<ShareRoute> & ApiBody<ShareRoute>;

/** POST /staff/calendars/{staffId}/share: the e-mail gets write access and becomes the member's e-mail. */
export const shareCalendar = async ({ staffId, email }: CalendarShare): Promise<StaffMember> => {
  const res = await apiRequest('POST', `/staff/calendars/${encodeURIComponent(staffId)}/share`, { email });
  return (await res.json()) as StaffMember;
};

export function useShareCalendar(options: MutationCallbacks<StaffMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareCalendar,
    onSuccess: async (shared) => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
      options.onSuccess?.(shared);
    },
    onError: options.onError,
  });
}

// ---- A stylist's mobile ---------------------------------------------------------------------------------

type PhoneRoute = 'PUT /staff/calendars/{staffId}/phone';

export type StaffPhone = ApiPath<PhoneRoute> & ApiBody<PhoneRoute>;

/** PUT /staff/calendars/{staffId}/phone: where texts meant for the member go; an empty phone clears it. */
export const setStaffPhone = async ({ staffId, phone }: StaffPhone): Promise<StaffMember> => {
  const res = await apiRequest('PUT', `/staff/calendars/${encodeURIComponent(staffId)}/phone`, { phone });
  return (await res.json()) as StaffMember;
};

export function useSetStaffPhone(options: MutationCallbacks<StaffMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffPhone,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
      options.onSuccess?.(saved);
    },
    onError: options.onError,
  });
}

// ---- Delete ----------------------------------------------------------------------------------------------

type RemovalRoute = 'DELETE /staff/calendars/{staffId}';

type RemovalBody = NonNullable<ApiBody<RemovalRoute>>;

/**
 * The member's upcoming appointments go to the members named in `reassign` (appointment id to staff ID);
 * `force` cancels the others, each client getting a text. Any left otherwise refuse the removal (409).
 */
export type StaffRemoval = ApiPath<RemovalRoute> & Pick<RemovalBody, 'reassign' | 'force'>;

export const deleteStaff = async ({ staffId, reassign = {}, force = false }: StaffRemoval): Promise<void> => {
  const body: RemovalBody = {
    deleteCalendar: true,
    ...(Object.keys(reassign).length > 0 ? { reassign } : {}),
    ...(force ? { force } : {}),
  };
  await apiRequest('DELETE', `/staff/calendars/${encodeURIComponent(staffId)}`, body);
};

export function useDeleteStaff(options: MutationCallbacks<StaffRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (removal: StaffRemoval) => {
      await deleteStaff(removal);
      return removal;
    },
    onSuccess: async (removal) => {
      queryClient.removeQueries({ queryKey: staffMemberQueryKey(removal.staffId) });
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
      options.onSuccess?.(removal);
    },
    onError: options.onError,
  });
}
