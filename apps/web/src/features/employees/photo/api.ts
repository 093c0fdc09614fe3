/**
 * The profile photo (spec 7 fetchPicture/createPicture/deletePicture). The image is
 * permission-protected, so it is fetched with the token as a Blob; none is a null photo.
 */
import { employeeRecordsMessageSchema, PHOTO_MSG, photoUploadResponseSchema } from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api, apiBlob } from '../../../api/client';
import { notifySuccess } from '../../../components';
import { employeeKeys } from '../queryKeys';

export const photoQuery = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.photo(employeeId),
    queryFn: async (): Promise<Blob | null> => {
      try {
        return (await apiBlob('/employee_management/fetchPicture', { id: employeeId })).blob;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // A Blob is not plain data: keep the fetched one as it is.
    structuralSharing: false,
  });

/** An object URL for the blob while it is shown; released when the blob changes or on unmount. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

function usePhotoWrite<T>(employeeId: number, call: (input: T) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => notifySuccess(success),
    // The card, the profile and the payroll photo all read it: reload the whole profile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) }),
  });
}

/** Multipart with the image in the field `file` (spec 7). */
export function useUploadPhoto(employeeId: number) {
  return usePhotoWrite(
    employeeId,
    (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post('/employee_management/createPicture', {
        query: { id: employeeId },
        body: form,
        schema: photoUploadResponseSchema,
      });
    },
    PHOTO_MSG.uploaded,
  );
}

export function useDeletePhoto(employeeId: number) {
  return usePhotoWrite(
    employeeId,
    () =>
      api.delete('/employee_management/deletePicture', {
        query: { id: employeeId },
        schema: employeeRecordsMessageSchema,
      }),
    PHOTO_MSG.deleted,
  );
}
