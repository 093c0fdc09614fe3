import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EMPLOYEES_TEXT } from '../texts';

interface ProfileFormProps {
  /** The form's accessible name (the section title). */
  label: string;
  canSave: boolean;
  busy: boolean;
  serverError: string | null | undefined;
  onRevert: () => void;
  onSave: () => void;
  children: ReactNode;
}

/** The frame of the profile's Personal Information and Employment Details forms: Revert and Save. */
export function ProfileForm({
  label,
  canSave,
  busy,
  serverError,
  onRevert,
  onSave,
  children,
}: ProfileFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && !busy) onSave();
      }}
    >
      <Stack gap="md">
        {children}
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onRevert} disabled={busy}>
            {EMPLOYEES_TEXT.revert}
          </Button>
          <Button type="submit" disabled={!canSave} loading={busy}>
            {EMPLOYEES_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
