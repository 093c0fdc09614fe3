/**
 * The timesheet add/edit dialog (spec 2 "Timesheet", 5 "Timesheet form"): start, end, lunch start
 * and lunch end times and optional notes, with the day's shift shown. The spec's rules are checked
 * before saving (the server checks them again); an existing record can be deleted.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  checkTimesheetTimes,
  employeeRowName,
  type GridEmployee,
  hhmm,
  MSG,
  type PermissionSet,
  type ShiftRow,
  TIMESHEET_NOTES_MAX,
  type TimesheetRecord,
} from '@sahod/shared';
import { useState } from 'react';
import { UI_TEXT, useConfirm, useConfirmedSave } from '../../components';

/** A time as the dialog takes it: 24-hour HH:mm. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_PLACEHOLDER = 'HH:mm (24-hour)';
export const TIME_FORMAT_MSG = 'Enter times as 24-hour HH:mm, e.g. 08:00 or 17:30.';

export interface RecordTarget {
  employee: GridEmployee;
  date: string;
  record: TimesheetRecord | undefined;
  shift: ShiftRow | undefined;
}

export interface RecordFormValues {
  start_time: string;
  end_time: string;
  lunch_start: string;
  lunch_end: string;
  notes: string;
}

export const RECORD_TEXT = {
  addTitle: 'Add Timesheet Record',
  editTitle: 'Edit Timesheet Record',
  start: 'Start Time',
  end: 'End Time',
  lunchStart: 'Lunch Start',
  lunchEnd: 'Lunch End',
  notes: 'Notes',
  shift: (s: ShiftRow | undefined) =>
    s
      ? `Shift: ${s.shift_name} ${hhmm(s.start_time)}-${hhmm(s.end_time)}${s.overnight ? ' (ends next day)' : ''}`
      : 'No shift assigned',
} as const;

export function TimesheetRecordModal(props: {
  target: RecordTarget | null;
  permissions: PermissionSet;
  onClose: () => void;
  onSave: (target: RecordTarget, values: RecordFormValues) => Promise<unknown>;
  onDelete: (target: RecordTarget) => Promise<unknown>;
}) {
  const [held, setHeld] = useState(false);
  const { target } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target?.record ? RECORD_TEXT.editTitle : RECORD_TEXT.addTitle}
      centered
      closeOnClickOutside={!held}
      closeOnEscape={!held}
      withCloseButton={!held}
    >
      {target && <RecordForm {...props} target={target} onHold={setHeld} />}
    </Modal>
  );
}

function RecordForm({
  target,
  permissions,
  onClose,
  onSave,
  onDelete,
  onHold,
}: {
  target: RecordTarget;
  permissions: PermissionSet;
  onClose: () => void;
  onSave: (target: RecordTarget, values: RecordFormValues) => Promise<unknown>;
  onDelete: (target: RecordTarget) => Promise<unknown>;
  onHold: (held: boolean) => void;
}) {
  const r = target.record;
  const [start] = useState<RecordFormValues>(() => ({
    start_time: hhmm(r?.start_time),
    end_time: hhmm(r?.end_time),
    lunch_start: hhmm(r?.lunch_start),
    lunch_end: hhmm(r?.lunch_end),
    notes: r?.notes ?? '',
  }));
  const [values, setValues] = useState(start);
  const { busy, error, setError, confirmAndSave } = useConfirmedSave(onHold);
  const confirm = useConfirm();
  const changed = JSON.stringify(values) !== JSON.stringify(start);
  const allowed = r ? permissions.update : permissions.create;
  const set = (change: Partial<RecordFormValues>) => setValues((v) => ({ ...v, ...change }));

  async function save() {
    const times = [values.start_time, values.end_time, values.lunch_start, values.lunch_end];
    if (times.some((t) => t && !HH_MM.test(t))) {
      setError(TIME_FORMAT_MSG);
      return;
    }
    const message = checkTimesheetTimes(
      {
        start_time: values.start_time || null,
        end_time: values.end_time || null,
        lunch_start: values.lunch_start || null,
        lunch_end: values.lunch_end || null,
      },
      target.shift?.overnight ? target.shift : null,
    );
    if (message) {
      setError(message);
      return;
    }
    await confirmAndSave(MSG.saveConfirm, () => onSave(target, values), onClose);
  }

  async function remove() {
    onHold(true);
    try {
      if (!(await confirm({ message: MSG.deleteConfirm }))) return;
      await onDelete(target);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : UI_TEXT.unknownError);
    } finally {
      onHold(false);
    }
  }

  // One time format (issue 22 section 4): 24-hour HH:mm typed as text, as the grid and the PDFs
  // show it (a native time input shows 12-hour in an en-US browser).
  const time = (label: string, field: keyof RecordFormValues, required: boolean) => (
    <TextInput
      label={label}
      placeholder={TIME_PLACEHOLDER}
      inputMode="numeric"
      maxLength={5}
      required={required}
      value={values[field]}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      disabled={busy || !allowed}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <b>{employeeRowName(target.employee)}</b> · {target.date}
        </Text>
        <Text size="xs" c="dimmed">
          {RECORD_TEXT.shift(target.shift)}
        </Text>
        <Group grow>
          {time(RECORD_TEXT.start, 'start_time', true)}
          {time(RECORD_TEXT.end, 'end_time', true)}
        </Group>
        <Group grow>
          {time(RECORD_TEXT.lunchStart, 'lunch_start', false)}
          {time(RECORD_TEXT.lunchEnd, 'lunch_end', false)}
        </Group>
        <Textarea
          label={RECORD_TEXT.notes}
          maxLength={TIMESHEET_NOTES_MAX}
          value={values.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
          disabled={busy || !allowed}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" mt="sm">
          <div>
            {r && (
              <Button color="red" variant="light" onClick={remove} disabled={busy || !permissions.delete}>
                {UI_TEXT.delete}
              </Button>
            )}
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {UI_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={busy || !allowed || (r !== undefined && !changed)} loading={busy}>
              {UI_TEXT.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
