/**
 * The company's punch window beside Upload Biometrics (issue 22): punches of one employee within
 * this many minutes of each other count once when a time-clock file is uploaded. Shown with
 * timesheet view and update, like the upload.
 */
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { BIOMETRIC_MSG, BIOMETRIC_TEXT, PUNCH_WINDOW_MAX_MINUTES } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../components';
import { punchWindowQuery, useSetPunchWindow } from './api';

export const PUNCH_WINDOW_TEXT = {
  button: (minutes: number) => `Punch window: ${minutes} min`,
  help: 'Punches of one employee within this many minutes of each other count once when a time-clock file is uploaded (0: only identical punches). Records already saved are not regrouped.',
  saved: 'Punch window saved.',
} as const;

export function PunchWindowButton() {
  const current = useQuery(punchWindowQuery);
  const save = useSetPunchWindow();
  const [editing, setEditing] = useState<number | string | null>(null);
  const [error, setError] = useState<string>();
  if (!current.data) return null;
  const close = () => {
    setEditing(null);
    setError(undefined);
  };
  async function submit() {
    const minutes = typeof editing === 'number' ? editing : Number.NaN;
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > PUNCH_WINDOW_MAX_MINUTES) {
      setError(BIOMETRIC_MSG.punchWindowInvalid);
      return;
    }
    try {
      await save.mutateAsync(minutes);
      notifySuccess(PUNCH_WINDOW_TEXT.saved);
      close();
    } catch (caught) {
      setError(errorMessage(caught, BIOMETRIC_MSG.punchWindowInvalid));
    }
  }
  return (
    <>
      <Button variant="default" onClick={() => setEditing(current.data.minutes)}>
        {PUNCH_WINDOW_TEXT.button(current.data.minutes)}
      </Button>
      <Modal opened={editing !== null} onClose={close} title={BIOMETRIC_TEXT.punchWindow}>
        <Stack gap="sm">
          <Text size="sm">{PUNCH_WINDOW_TEXT.help}</Text>
          <NumberInput
            label={BIOMETRIC_TEXT.punchWindow}
            value={editing ?? ''}
            onChange={setEditing}
            min={0}
            max={PUNCH_WINDOW_MAX_MINUTES}
            allowDecimal={false}
            allowNegative={false}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {BIOMETRIC_TEXT.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
