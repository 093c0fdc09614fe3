/**
 * Page Setup, 'Login Background' (spec 2 "Settings and admin", 5, 6): the current image or 'No
 * background image uploaded.', 'Upload Image' (create) and 'Delete Image' (delete, confirmed).
 * The file is checked here with the server's messages; the server checks it again by content.
 */
import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { BACKGROUND_MIME_TYPES, backgroundFileProblem, MSG, PAGE_SETUP_MSG } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { isReportedByClient } from '../../api/client';
import { usePermission } from '../../app/permissions';
import { errorMessage, UI_TEXT, useConfirm } from '../../components';
import { backgroundQuery, useDeleteBackground, useUploadBackground } from './api';
import { PAGE_SETUP_TEXT } from './texts';

export function PageSetupPage() {
  const permissions = usePermission();
  const confirm = useConfirm();
  const background = useQuery(backgroundQuery);
  const upload = useUploadBackground();
  const remove = useDeleteBackground();
  const resetPicker = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const url = background.data ?? null;
  const busy = upload.isPending || remove.isPending;

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (!isReportedByClient(error)) setProblem(errorMessage(error, UI_TEXT.unknownError));
    }
  };

  const canUpload = permissions.create && !busy;

  const choose = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const reason = backgroundFileProblem(file);
    if (reason) {
      setProblem(reason);
      return;
    }
    void run(() => upload.mutateAsync(file));
  };

  const deleteImage = async () => {
    if (!(await confirm({ title: UI_TEXT.deleteTitle, message: PAGE_SETUP_MSG.deleteConfirm, danger: true })))
      return;
    await run(() => remove.mutateAsync(undefined));
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>{PAGE_SETUP_MSG.title}</Title>
      <Paper
        withBorder
        radius="md"
        p="md"
        mih={240}
        // A picture dropped on the area is uploaded like a chosen one.
        onDragOver={(event: DragEvent) => {
          if (canUpload) event.preventDefault();
        }}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          if (canUpload) choose(event.dataTransfer.files[0] ?? null);
        }}
      >
        {background.isPending ? (
          <Text c="dimmed">{MSG.loading}</Text>
        ) : url ? (
          <Image src={url} alt={PAGE_SETUP_TEXT.imageAlt} mah={480} fit="contain" radius="sm" />
        ) : (
          <Text c="dimmed" data-testid="no-background">
            {PAGE_SETUP_MSG.empty}
          </Text>
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        {PAGE_SETUP_TEXT.hint}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="background-problem">
          {problem}
        </Alert>
      )}
      <Group>
        <FileButton
          onChange={choose}
          accept={BACKGROUND_MIME_TYPES.join(',')}
          resetRef={resetPicker}
          disabled={!canUpload}
          inputProps={{ 'aria-label': PAGE_SETUP_MSG.upload }}
        >
          {(props) => (
            <Button {...props} disabled={!canUpload} loading={upload.isPending}>
              {PAGE_SETUP_MSG.upload}
            </Button>
          )}
        </FileButton>
        <Button
          color="red"
          variant="light"
          onClick={deleteImage}
          disabled={!permissions.delete || !url || busy}
          loading={remove.isPending}
        >
          {PAGE_SETUP_MSG.delete}
        </Button>
      </Group>
    </Stack>
  );
}
