/**
 * The schedule cell dialog (spec 2, 4 "Schedule cell", 5): 'Editing Shift' (entry exists) or
 * 'Creating Shift', with the employee name and date, the shift dropdown ('-- Select Shift --',
 * name plus times, leaves excluded), Remove Shift (entry exists), Cancel and Save. Save is disabled
 * with no shift chosen, the same shift as now, a request running, or without create (new) / update
 * (existing); Remove needs delete.
 */
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  employeeRowName,
  type GridEmployee,
  hhmm,
  isLeaveShift,
  type PermissionSet,
  type ScheduleEntry,
  type ShiftRow,
  TA_TEXT,
} from '@sahod/shared';
import { useState } from 'react';
import { errorMessage, UI_TEXT } from '../../components';

export interface CellTarget {
  employee: GridEmployee;
  date: string;
  entry: ScheduleEntry | undefined;
}

export const shiftOptionLabel = (s: ShiftRow) =>
  `${s.shift_name} (${hhmm(s.start_time)}-${hhmm(s.end_time)})`;

export function ShiftCellModal(props: {
  target: CellTarget | null;
  shifts: readonly ShiftRow[];
  permissions: PermissionSet;
  onClose: () => void;
  onSave: (target: CellTarget, shiftId: number) => Promise<unknown>;
  onRemove: (target: CellTarget) => Promise<unknown>;
}) {
  const { target } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target?.entry ? TA_TEXT.editingShift : TA_TEXT.creatingShift}
      centered
    >
      {target && <CellForm {...props} target={target} />}
    </Modal>
  );
}

function CellForm({
  target,
  shifts,
  permissions,
  onClose,
  onSave,
  onRemove,
}: {
  target: CellTarget;
  shifts: readonly ShiftRow[];
  permissions: PermissionSet;
  onClose: () => void;
  onSave: (target: CellTarget, shiftId: number) => Promise<unknown>;
  onRemove: (target: CellTarget) => Promise<unknown>;
}) {
  const existing = target.entry?.shift_id;
  const [choice, setChoice] = useState<string | null>(existing ? String(existing) : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allowed = target.entry ? permissions.update : permissions.create;
  const canSave = choice !== null && Number(choice) !== existing && !busy && allowed;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, UI_TEXT.unknownError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        <b>{employeeRowName(target.employee)}</b> · {target.date}
      </Text>
      <Select
        label="Shift"
        placeholder={TA_TEXT.selectShift}
        data={shifts
          .filter((s) => !isLeaveShift(s.shift_id))
          .map((s) => ({ value: String(s.shift_id), label: shiftOptionLabel(s) }))}
        value={choice}
        onChange={setChoice}
        disabled={busy}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        <div>
          {target.entry && (
            <Button
              color="red"
              variant="light"
              onClick={() => run(() => onRemove(target))}
              disabled={busy || !permissions.delete}
            >
              {TA_TEXT.removeShift}
            </Button>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {UI_TEXT.cancel}
          </Button>
          <Button
            onClick={() => run(() => onSave(target, Number(choice)))}
            disabled={!canSave}
            loading={busy}
          >
            {UI_TEXT.save}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
