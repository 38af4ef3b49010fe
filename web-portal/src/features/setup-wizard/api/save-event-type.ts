import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receptionistStatusQueryKey } from '../../../lib/api/receptionist-status';
import type { ApiBody } from '@ringbook/web-shared/api/routes.ts';

export type EventTypeChoice = ApiBody<'POST /api/receptionist/event-types'>;

export const saveEventType = async (defaultEventTypeId: number | string): Promise<void> => {
  const choice: EventTypeChoice = { defaultEventTypeId, serviceEventTypeMappings: [] };
  await apiRequest('POST', '/api/receptionist/event-types', choice);
};

export function useSaveEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receptionistStatusQueryKey }),
  });
}
