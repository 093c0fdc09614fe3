/** The Edit / Delete / extra buttons of one table row, with the delete confirmation flow. */
import { Button, Group, Text } from '@mantine/core';
import { MSG } from '@sahod/shared';
import { type ReactNode, useId, useState } from 'react';
import { cellText } from './cellValues.ts';
import { UI_TEXT } from './texts.ts';
import { useConfirm } from './useConfirm.tsx';

/** Rows in this status cannot be deleted (spec: Delete is disabled for status 'Canceled'). */
export const UNDELETABLE_STATUS = 'Canceled';

export interface RowActionsProps<T extends Record<string, unknown>> {
  row: T;
  onEdit?: ((row: T) => void) | undefined;
  onDelete?: ((row: T) => unknown) | undefined;
  editLabel: string;
  deleteLabel: string;
  canEdit: boolean;
  canDelete: boolean;
  typedDeleteField?: string | undefined;
  typedDeleteText?: ((row: T) => string | undefined) | undefined;
  deleteBlockedReason?: ((row: T) => string | null) | undefined;
  /** A blocked row shows only its reason, no Delete (issue 27: Delete only where it can succeed). */
  hideBlockedDelete?: boolean | undefined;
  deleteConfirmMessage?: string | undefined;
  extraActions?: ((row: T) => ReactNode) | undefined;
}

export function RowActions<T extends Record<string, unknown>>({
  row,
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  canEdit,
  canDelete,
  typedDeleteField,
  typedDeleteText,
  deleteBlockedReason,
  hideBlockedDelete = false,
  deleteConfirmMessage = MSG.deleteConfirm,
  extraActions,
}: RowActionsProps<T>) {
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const blockedReason = deleteBlockedReason?.(row) ?? null;
  const reasonId = useId();

  async function handleDelete(deleteRow: (row: T) => unknown) {
    const requiredText =
      typedDeleteText?.(row) ??
      (typedDeleteField === undefined ? undefined : `DELETE ${cellText(row[typedDeleteField])}`);
    const confirmed = await confirm({
      title: UI_TEXT.deleteTitle,
      message: deleteConfirmMessage,
      confirmLabel: requiredText === undefined ? UI_TEXT.confirm : UI_TEXT.confirmDelete,
      danger: true,
      requiredText,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteRow(row);
    } catch {
      // The caller's mutation reports its own failure (the spec words each screen's alert).
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {onEdit && (
        <Button size="compact-sm" variant="light" disabled={!canEdit} onClick={() => onEdit(row)}>
          {editLabel}
        </Button>
      )}
      {onDelete && !(hideBlockedDelete && blockedReason !== null) && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          disabled={!canDelete || row.status === UNDELETABLE_STATUS || blockedReason !== null}
          loading={deleting}
          onClick={() => handleDelete(onDelete)}
          aria-describedby={blockedReason === null ? undefined : reasonId}
        >
          {deleteLabel}
        </Button>
      )}
      {onDelete && blockedReason !== null && (
        <Text id={reasonId} size="xs" c="dimmed" data-testid="delete-blocked-reason">
          {blockedReason}
        </Text>
      )}
      {extraActions?.(row)}
    </Group>
  );
}
