/**
 * The shift add/edit dialog (spec 2 "Shifts Management", 5 "Shift save"): name, start and end time
 * inputs, a colour picker and 'Ends next day' for overnight shifts. End Time before Start Time is
 * refused with the spec's message unless the shift ends the next day.
 */
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { checkShiftTimes, MSG, SHIFT_MSG, SHIFT_NAME_MAX, type ShiftRow } from '@sahod/shared';
import { useState } from 'react';
import { UI_TEXT, useConfirmedSave } from '../../components';

export interface ShiftFormValues {
  shift_name: string;
  start_time: string;
  end_time: string;
  color_hex: string;
  overnight: boolean;
  /** Issue 22: minutes (whole numbers); defaults 60 and 0. */
  break_minutes: number;
  grace_minutes: number;
}

const initial = (row?: ShiftRow): ShiftFormValues => ({
  shift_name: row?.shift_name ?? '',
  start_time: row?.start_time?.slice(0, 5) ?? '',
  end_time: row?.end_time?.slice(0, 5) ?? '',
  color_hex: row?.color_hex ?? '#4DABF7',
  overnight: row?.overnight ?? false,
  break_minutes: row?.break_minutes ?? 60,
  grace_minutes: row?.grace_minutes ?? 0,
});

export const SHIFT_FORM_TEXT = {
  name: 'Shift Name',
  start: 'Start Time',
  end: 'End Time',
  color: 'Color Hex',
  overnight: 'Ends next day (overnight shift)',
  overnightHint: 'A night shift such as 22:00-07:00 counts as one working day on its start date.',
  breakMinutes: 'Break (minutes)',
  breakHint: 'Deducted from the day, or the lunch if longer.',
  graceMinutes: 'Grace Period (minutes)',
  graceHint: 'Lateness within it is shown, not deducted.',
} as const;

export function ShiftFormModal(props: {
  opened: boolean;
  row?: ShiftRow | undefined;
  onClose: () => void;
  onSave: (values: ShiftFormValues) => Promise<unknown>;
}) {
  const [held, setHeld] = useState(false);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.row ? UI_TEXT.editTitle : UI_TEXT.addTitle}
      centered
      closeOnClickOutside={!held}
      closeOnEscape={!held}
      withCloseButton={!held}
    >
      {props.opened && <ShiftForm {...props} onHold={setHeld} />}
    </Modal>
  );
}

function ShiftForm({
  row,
  onClose,
  onSave,
  onHold,
}: {
  row?: ShiftRow | undefined;
  onClose: () => void;
  onSave: (values: ShiftFormValues) => Promise<unknown>;
  onHold: (held: boolean) => void;
}) {
  const [start] = useState(() => initial(row));
  const [values, setValues] = useState(start);
  const { busy, error, setError, confirmAndSave } = useConfirmedSave(onHold);
  const changed = JSON.stringify(values) !== JSON.stringify(start);
  const complete = values.shift_name.trim() !== '' && values.start_time !== '' && values.end_time !== '';
  const set = (change: Partial<ShiftFormValues>) => setValues((v) => ({ ...v, ...change }));

  async function save() {
    if (!complete) {
      setError(SHIFT_MSG.timeRequired);
      return;
    }
    const message = checkShiftTimes(values.start_time, values.end_time, values.overnight);
    if (message) {
      setError(message);
      return;
    }
    await confirmAndSave(MSG.saveConfirm, () => onSave(values), onClose);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={SHIFT_FORM_TEXT.name}
          required
          maxLength={SHIFT_NAME_MAX}
          value={values.shift_name}
          onChange={(e) => set({ shift_name: e.currentTarget.value })}
          disabled={busy}
        />
        <Group grow>
          <TextInput
            label={SHIFT_FORM_TEXT.start}
            type="time"
            required
            value={values.start_time}
            onChange={(e) => set({ start_time: e.currentTarget.value })}
            disabled={busy}
          />
          <TextInput
            label={SHIFT_FORM_TEXT.end}
            type="time"
            required
            value={values.end_time}
            onChange={(e) => set({ end_time: e.currentTarget.value })}
            disabled={busy}
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={SHIFT_FORM_TEXT.breakMinutes}
            description={SHIFT_FORM_TEXT.breakHint}
            min={0}
            max={240}
            allowDecimal={false}
            allowNegative={false}
            value={values.break_minutes}
            onChange={(v) => set({ break_minutes: typeof v === 'number' ? v : 0 })}
            disabled={busy}
          />
          <NumberInput
            label={SHIFT_FORM_TEXT.graceMinutes}
            description={SHIFT_FORM_TEXT.graceHint}
            min={0}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            value={values.grace_minutes}
            onChange={(v) => set({ grace_minutes: typeof v === 'number' ? v : 0 })}
            disabled={busy}
          />
        </Group>
        <Checkbox
          label={SHIFT_FORM_TEXT.overnight}
          description={SHIFT_FORM_TEXT.overnightHint}
          checked={values.overnight}
          onChange={(e) => set({ overnight: e.currentTarget.checked })}
          disabled={busy}
        />
        <ColorInput
          label={SHIFT_FORM_TEXT.color}
          required
          format="hex"
          value={values.color_hex}
          onChange={(color_hex) => set({ color_hex })}
          disabled={busy}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {UI_TEXT.cancel}
          </Button>
          <Button
            type="submit"
            disabled={busy || !complete || (row !== undefined && !changed)}
            loading={busy}
          >
            {UI_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
