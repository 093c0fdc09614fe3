/**
 * Page Setup queries and mutations (spec 7 "/pageSetup"). The current image is the login screen's
 * own public query, so an upload or a delete shows on the login screen at once.
 */
import { backgroundUploadResponseSchema, messageResponseSchema, PAGE_SETUP_MSG } from '@sahod/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { notifySuccess } from '../../components';

export { backgroundQuery } from '../login/api';

export const pageSetupKeys = { background: queryKeys.background };

function useBackgroundWrite<T>(call: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageSetupKeys.background }),
  });
}

/** Multipart with the image in the field `file` (spec 7). */
export function useUploadBackground() {
  return useBackgroundWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post('/pageSetup/createBackground', { body: form, schema: backgroundUploadResponseSchema });
  }, PAGE_SETUP_MSG.uploaded);
}

export function useDeleteBackground() {
  return useBackgroundWrite(
    () => api.delete('/pageSetup/deleteBackground', { schema: messageResponseSchema }),
    PAGE_SETUP_MSG.deleted,
  );
}
