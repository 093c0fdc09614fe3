/**
 * The photo modal (spec 2 "Photo", 5 "Photo upload"): the photo or the placeholder, 'Upload New
 * Photo' (create; JPEG or PNG up to 5 MB, confirmed 'Upload selected photo?'), 'Delete Photo'
 * (delete; only when there is a photo, confirmed 'Delete photo?') and 'Cancel'.
 */
import { Alert, Box, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { PHOTO_MIME_TYPES, PHOTO_MSG, photoFileProblem } from '@sahod/shared';
import { useRef, useState } from 'react';
import { isReportedByClient } from '../../../api/client';
import { usePermission } from '../../../app/permissions';
import { errorMessage, UI_TEXT, useConfirm } from '../../../components';
import { useDeletePhoto, useUploadPhoto } from './api';
import { PlaceholderAvatar } from './PlaceholderAvatar';
import { PHOTO_TEXT } from './texts';

export interface PhotoModalProps {
  employeeId: number;
  url: string | null;
  onClose: () => void;
}

export function PhotoModal({ employeeId, url, onClose }: PhotoModalProps) {
  const permissions = usePermission('employee_management');
  const confirm = useConfirm();
  const upload = useUploadPhoto(employeeId);
  const remove = useDeletePhoto(employeeId);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // Cleared after each choice, so choosing the same file again (after Cancel) is seen.
  const resetPicker = useRef<() => void>(null);
  const busy = upload.isPending || remove.isPending || asking;

  async function run(question: string, action: () => Promise<unknown>) {
    setProblem(null);
    setAsking(true);
    const confirmed = await confirm({ message: question }).finally(() => setAsking(false));
    if (!confirmed) return;
    try {
      await action();
      onClose();
    } catch (error) {
      if (!isReportedByClient(error)) setProblem(errorMessage(error, UI_TEXT.unknownError));
    }
  }

  function choose(file: File | null) {
    resetPicker.current?.();
    if (!file) return;
    const reason = photoFileProblem(file);
    if (reason) {
      setProblem(reason);
      return;
    }
    void run(PHOTO_MSG.uploadConfirm, () => upload.mutateAsync(file));
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={PHOTO_TEXT.modalTitle}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md" align="center">
        <Box w={240} h={240} style={{ borderRadius: 8, overflow: 'hidden' }}>
          {url ? (
            <Image src={url} alt={PHOTO_TEXT.photoAlt} w={240} h={240} fit="cover" />
          ) : (
            <PlaceholderAvatar label={PHOTO_TEXT.placeholderAlt} />
          )}
        </Box>
        <Text size="sm" c="dimmed">
          {PHOTO_TEXT.hint}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert" w="100%" data-testid="photo-problem">
            {problem}
          </Alert>
        )}
        <Group justify="center" gap="sm">
          <FileButton
            onChange={choose}
            resetRef={resetPicker}
            accept={PHOTO_MIME_TYPES.join(',')}
            disabled={!permissions.create || busy}
            inputProps={{ 'aria-label': PHOTO_MSG.uploadNew }}
          >
            {(props) => (
              <Button {...props} disabled={!permissions.create || busy} loading={upload.isPending}>
                {PHOTO_MSG.uploadNew}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button
              color="red"
              variant="light"
              disabled={!permissions.delete || busy}
              loading={remove.isPending}
              onClick={() => run(PHOTO_MSG.deleteConfirm, () => remove.mutateAsync(undefined))}
            >
              {PHOTO_MSG.deletePhoto}
            </Button>
          )}
          <Button variant="default" onClick={onClose} disabled={busy}>
            {PHOTO_MSG.cancel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
