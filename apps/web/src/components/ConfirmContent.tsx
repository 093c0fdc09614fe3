/** The body of every confirmation: message, optional typed-text check, Cancel and Confirm. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { UI_TEXT } from './texts.ts';

export interface ConfirmOptions {
  /** Modal title; default 'Confirm'. */
  title?: string;
  message: ReactNode;
  /** Default 'Confirm'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** Red confirm button, for destructive actions. */
  danger?: boolean;
  /** When set, Confirm stays disabled until the user types exactly this text (e.g. 'DELETE jdoe'). */
  requiredText?: string;
}

export interface ConfirmContentProps extends ConfirmOptions {
  onConfirm: () => void;
  onCancel: () => void;
  /** Confirm shows a spinner and both buttons are disabled (the confirmed action is running). */
  loading?: boolean;
}

export function ConfirmContent({
  message,
  confirmLabel = UI_TEXT.confirm,
  cancelLabel = UI_TEXT.cancel,
  danger = false,
  requiredText,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmContentProps) {
  const [typed, setTyped] = useState('');
  const typedOk = requiredText === undefined || typed === requiredText;
  return (
    <Stack gap="md">
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
      {requiredText !== undefined && (
        <TextInput
          label={UI_TEXT.typedConfirmLabel}
          description={UI_TEXT.typeToConfirm(requiredText)}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} disabled={!typedOk} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
