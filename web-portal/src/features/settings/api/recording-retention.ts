import { apiRequest } from '@ringbook/web-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiAnswer } from '@ringbook/web-shared/api/routes.ts';

/** GET/PUT /api/receptionist/recordings/retention: how many days call recordings are kept (1 to 365). */
export type RecordingRetention = ApiAnswer<'GET /api/receptionist/recordings/retention'>;

export const recordingRetentionQueryKey = ['/api/receptionist/recordings/retention'];

export function useRecordingRetention() {
  return useQuery<RecordingRetention>({ queryKey: recordingRetentionQueryKey });
}

const saveRecordingRetention = async (update: RecordingRetention): Promise<RecordingRetention> => {
  const res = await apiRequest('PUT', '/api/receptionist/recordings/retention', update);
  return (await res.json()) as RecordingRetention;
};

export function useSaveRecordingRetention(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecordingRetention,
    onSuccess: (saved) => {
      queryClient.setQueryData(recordingRetentionQueryKey, saved);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
