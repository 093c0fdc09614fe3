/**
 * The create/edit dialog of a bug report (spec 2, 3 "Bug report", 6): affected module, a
 * description with the hint to describe exact steps, and the status, editable only with update.
 * Reports the user may not edit open read-only.
 */
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  BUG_DESCR_MAX,
  BUG_MODULE_OPTIONS,
  BUG_MSG,
  BUG_STATUSES,
  type BugReportRow,
  MSG,
} from '@sahod/shared';
import { useState } from 'react';
import { UI_TEXT, useConfirmedSave } from '../../components';
import { type BugReportFormValues, bugChanged, checkBugReport, initialBugValues } from './bugReportForm';
import { BUG_TEXT } from './texts';

export interface BugReportModalProps {
  opened: boolean;
  onClose: () => void;
  /** The report being edited; absent when filing a new one. */
  row?: BugReportRow | undefined;
  /** Update permission: the status can be changed. */
  canChangeStatus: boolean;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onSave: (values: BugReportFormValues) => Promise<unknown>;
}

export function BugReportModal(props: BugReportModalProps) {
  const [held, setHeld] = useState(false);
  const readOnly = props.row !== undefined && !props.row.can_edit;
  const title = readOnly ? BUG_TEXT.view : props.row ? UI_TEXT.editTitle : UI_TEXT.addTitle;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={title}
      centered
      size="lg"
      closeOnClickOutside={!held}
      closeOnEscape={!held}
      withCloseButton={!held}
    >
      {props.opened && <BugReportForm {...props} readOnly={readOnly} onHold={setHeld} />}
    </Modal>
  );
}

function BugReportForm({
  row,
  onClose,
  onSave,
  canChangeStatus,
  readOnly,
  onHold,
}: BugReportModalProps & { readOnly: boolean; onHold: (held: boolean) => void }) {
  const [initial] = useState(() => initialBugValues(row));
  const [values, setValues] = useState(initial);
  const { busy, error, setError, confirmAndSave } = useConfirmedSave(onHold);
  const canSave = !readOnly && !busy && (row === undefined || bugChanged(values, initial));
  const set = (change: Partial<BugReportFormValues>) => setValues((current) => ({ ...current, ...change }));
  const moduleOptions =
    BUG_MODULE_OPTIONS.includes(values.affected_module) || values.affected_module === ''
      ? BUG_MODULE_OPTIONS
      : [values.affected_module, ...BUG_MODULE_OPTIONS];

  async function save() {
    const checked = checkBugReport(values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await confirmAndSave(
      MSG.saveConfirm,
      () => onSave({ ...checked.report, status: values.status }),
      onClose,
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void save();
      }}
    >
      <Stack gap="sm">
        {readOnly && (
          <Alert color="gray" variant="light">
            {BUG_TEXT.readOnly}
          </Alert>
        )}
        <Select
          label={BUG_TEXT.affectedModule}
          required
          searchable
          data={moduleOptions}
          value={values.affected_module || null}
          onChange={(next) => set({ affected_module: next ?? '' })}
          disabled={readOnly || busy}
          allowDeselect={false}
        />
        <Textarea
          label={BUG_TEXT.description}
          description={BUG_MSG.hint}
          required
          rows={6}
          resize="vertical"
          maxLength={BUG_DESCR_MAX}
          value={values.descr}
          onChange={(event) => set({ descr: event.currentTarget.value })}
          disabled={readOnly || busy}
        />
        {row && (
          <Select
            label={BUG_TEXT.status}
            description={canChangeStatus ? undefined : BUG_TEXT.statusHint}
            data={[...BUG_STATUSES]}
            value={values.status}
            onChange={(next) => next && set({ status: next as BugReportFormValues['status'] })}
            disabled={readOnly || busy || !canChangeStatus}
            allowDeselect={false}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="bug-form-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {UI_TEXT.cancel}
          </Button>
          {!readOnly && (
            <Button type="submit" disabled={!canSave} loading={busy}>
              {UI_TEXT.save}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
