/**
 * The generic add/edit dialog (spec 5 "Generic form dialog"): inputs generated from a record,
 * required fields, Save only when something changed (edit), save and delete confirmations.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { columnLabel, MSG } from '@sahod/shared';
import { type ReactNode, useEffect, useState } from 'react';
import type { ConfirmOptions } from './ConfirmContent.tsx';
import { alreadyReported, errorMessage } from './notify.ts';
import { RecordField, type RecordFieldKind, type SelectOption } from './RecordField.tsx';
import {
  changedFields,
  editableFields,
  initialFormValues,
  missingFields,
  type RecordFormFields,
  requiredFields,
  shownFields,
  valuesToSave,
} from './recordForm.ts';
import { UI_TEXT } from './texts.ts';
import { useConfirm } from './useConfirm.tsx';

export interface RecordFormModalProps extends RecordFormFields {
  opened: boolean;
  onClose: () => void;
  mode: 'add' | 'edit';
  /** Default 'Add New Record' / 'Edit Record'. */
  title?: string;
  /** The record being edited, or the starting values when adding. Read when the modal opens. */
  record?: Record<string, unknown>;
  /** Options of select fields; list the field in numberFields too when its values are numeric ids. */
  selectFields?: Readonly<Record<string, readonly SelectOption[]>>;
  /** Labels that replace columnLabel(field). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Extra rule checked when Save is clicked; a returned message blocks saving and is shown. */
  validate?: (values: Record<string, unknown>) => string | undefined;
  /** Default 'Are you sure you want to save?'. */
  saveConfirmMessage?: string;
  /**
   * Gets the original record with the written fields parsed in (all editable fields when adding,
   * the changed ones when editing) and the changed field names. Resolving closes the modal;
   * rejecting keeps it open and shows the error.
   */
  onSave: (values: Record<string, unknown>, changedFields: string[]) => unknown;
  /** Shown when a save fails without a reason from the server (the spec's alert for the screen). */
  failureMessage?: string;
  /** Shows a Delete button that asks 'Are you sure you want to delete?'. */
  onDelete?: () => unknown;
  canDelete?: boolean;
  saveLabel?: string;
  deleteLabel?: string;
  /** Fields shown as time inputs ('HH:MM'). */
  timeFields?: readonly string[];
  /** Select options that depend on the values being edited (cascades); merged over selectFields. */
  selectFieldsFor?: (
    values: Readonly<Record<string, string>>,
  ) => Readonly<Record<string, readonly SelectOption[]>>;
  /** Changing a field clears the fields listed for it (company clears department and designation). */
  clears?: Readonly<Record<string, readonly string[]>>;
  /**
   * Fields drawn by the screen itself (e.g. a chain's ordered levels): the value is the field's text
   * like any other, so required, changed and Save work the same.
   */
  customFields?: Readonly<
    Record<
      string,
      (field: {
        label: string;
        value: string;
        onChange: (next: string) => void;
        disabled: boolean;
      }) => ReactNode
    >
  >;
  /** Shown below the fields, from the values being edited (e.g. remaining leave credits). */
  renderExtra?: (values: Readonly<Record<string, string>>) => ReactNode;
}

export function RecordFormModal(props: RecordFormModalProps) {
  const { opened, onClose, mode, title } = props;
  // While saving or asking for confirmation the form must not close: Mantine closes every open
  // modal on Escape, so Escape on the confirmation would otherwise drop the user's edits too.
  const [held, setHeld] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? (mode === 'add' ? UI_TEXT.addTitle : UI_TEXT.editTitle)}
      centered
      size="lg"
      closeOnClickOutside={!held}
      closeOnEscape={!held}
      withCloseButton={!held}
    >
      {/* The form mounts with the modal, so every opening starts from the record given then. */}
      <RecordForm {...props} onHoldChange={setHeld} />
    </Modal>
  );
}

function fieldKind(
  field: string,
  props: RecordFormModalProps,
  options: Readonly<Record<string, readonly SelectOption[]>>,
): RecordFieldKind {
  if (props.displayOnlyFields?.includes(field)) return 'displayOnly';
  if (options[field]) return 'select';
  if (props.timeFields?.includes(field)) return 'time';
  if (props.numberFields?.includes(field)) return 'number';
  if (props.dateFields?.includes(field)) return 'date';
  return 'text';
}

function RecordForm(props: RecordFormModalProps & { onHoldChange: (held: boolean) => void }) {
  const { mode, record = {}, onClose, onSave, onDelete, canDelete = true, fieldLabels, onHoldChange } = props;
  const confirm = useConfirm();
  const [confirming, setConfirming] = useState(false);
  const [initial] = useState(() => initialFormValues(record, props));
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    onHoldChange(busy || confirming);
    return () => onHoldChange(false);
  }, [busy, confirming, onHoldChange]);

  const shown = shownFields(record, props);
  const editable = editableFields(record, props);
  const required = requiredFields(record, props);
  const missing = missingFields(values, required);
  const changed = changedFields(values, initial, editable);
  const labelOf = (field: string) => fieldLabels?.[field] ?? columnLabel(field);
  const options = { ...props.selectFields, ...props.selectFieldsFor?.(values) };
  const setField = (field: string, next: string) => {
    setValues((current) => {
      const updated = { ...current, [field]: next };
      for (const child of props.clears?.[field] ?? []) updated[child] = '';
      return updated;
    });
    // A message about the input goes as soon as the input changes.
    setError(undefined);
  };
  const canSave = !busy && missing.length === 0 && (mode === 'add' || changed.length > 0);

  async function run(action: () => unknown) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      onClose();
    } catch (caught) {
      // The API client already alerted sessions, permissions and server errors: one message only.
      setError(
        alreadyReported(caught)
          ? undefined
          : errorMessage(caught, props.failureMessage ?? UI_TEXT.unknownError),
      );
    } finally {
      setBusy(false);
    }
  }

  async function ask(options: ConfirmOptions): Promise<boolean> {
    setConfirming(true);
    try {
      return await confirm(options);
    } finally {
      setConfirming(false);
    }
  }

  async function handleSave() {
    const toSave = valuesToSave(record, values, mode === 'add' ? editable : changed, props.numberFields);
    const invalid = props.validate?.(toSave);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (!(await ask({ message: props.saveConfirmMessage ?? MSG.saveConfirm }))) return;
    await run(() => onSave(toSave, changed));
  }

  async function handleDelete(deleteRecord: () => unknown) {
    if (!(await ask({ title: UI_TEXT.deleteTitle, message: MSG.deleteConfirm, danger: true }))) return;
    await run(deleteRecord);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void handleSave();
      }}
    >
      <Stack gap="sm">
        {shown.map((field) => {
          const custom = props.customFields?.[field];
          if (custom)
            return (
              <div key={field}>
                {custom({
                  label: labelOf(field),
                  value: values[field] ?? '',
                  onChange: (next) => setField(field, next),
                  disabled: busy,
                })}
              </div>
            );
          return (
            <RecordField
              key={field}
              kind={fieldKind(field, props, options)}
              label={labelOf(field)}
              value={values[field] ?? ''}
              onChange={(next) => setField(field, next)}
              required={required.includes(field)}
              disabled={busy}
              options={options[field]}
            />
          );
        })}
        {props.renderExtra?.(values)}
        {missing.length > 0 && (
          <Text size="sm" c="dimmed" role="status">
            {UI_TEXT.missingFields(missing.map(labelOf))}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="space-between" mt="sm">
          <Group>
            {onDelete && (
              <Button
                color="red"
                variant="light"
                disabled={busy || !canDelete}
                onClick={() => handleDelete(onDelete)}
              >
                {props.deleteLabel ?? UI_TEXT.delete}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={onClose} disabled={busy}>
              {UI_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={!canSave} loading={busy}>
              {props.saveLabel ?? UI_TEXT.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
