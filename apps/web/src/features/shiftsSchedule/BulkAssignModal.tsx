/**
 * Assigning many cells at once (beyond the spec, issue 8): the selected employees x a date range and
 * weekdays get one shift (or lose theirs), or the shown week's pattern is applied to the next N
 * weeks. One request, one transaction; leave cells are left as they are; the counts are shown.
 */
import {
  Alert,
  Button,
  Chip,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  addDaysIso,
  isLeaveShift,
  type PermissionSet,
  type ShiftRow,
  TA_MAX_COPY_WEEKS,
} from '@sahod/shared';
import { useState } from 'react';
import { errorMessage, UI_TEXT } from '../../components';
import { shiftOptionLabel } from './ShiftCellModal';

export const BULK_TEXT = {
  button: 'Assign to Selected',
  title: 'Assign Shifts to Selected Employees',
  selected: (n: number) => `${n} employee${n === 1 ? '' : 's'} selected. Approved leaves are never changed.`,
  assign: 'Assign a shift to a date range',
  copy: "Apply this week's pattern to the next weeks",
  from: 'From',
  to: 'To',
  weekdays: 'Days',
  shift: 'Shift',
  remove: 'Remove shifts instead',
  weeks: 'Number of weeks',
  copyHint:
    'Each day of the shown week with a shift is copied to the same weekday of the next weeks. Days without a shift are left as they are.',
  apply: 'Apply',
} as const;

const WEEKDAYS = [
  ['1', 'Mon'],
  ['2', 'Tue'],
  ['3', 'Wed'],
  ['4', 'Thu'],
  ['5', 'Fri'],
  ['6', 'Sat'],
  ['0', 'Sun'],
] as const;
const REMOVE = 'remove';

export function BulkAssignModal(props: {
  opened: boolean;
  monday: string;
  employeeIds: readonly number[];
  shifts: readonly ShiftRow[];
  permissions: PermissionSet;
  onClose: () => void;
  onAssign: (body: {
    employee_ids: number[];
    start_date: string;
    end_date: string;
    weekdays: number[];
    shift_id: number | null;
  }) => Promise<unknown>;
  onCopy: (body: { employee_ids: number[]; week_start: string; weeks: number }) => Promise<unknown>;
}) {
  const [mode, setMode] = useState<'assign' | 'copy'>('assign');
  const [start, setStart] = useState(props.monday);
  const [end, setEnd] = useState(addDaysIso(props.monday, 6));
  const [weekdays, setWeekdays] = useState<string[]>(['1', '2', '3', '4', '5']);
  const [shift, setShift] = useState<string | null>(null);
  const [weeks, setWeeks] = useState<number>(3);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = [...props.employeeIds];
  const canAssign =
    shift !== null &&
    weekdays.length > 0 &&
    start !== '' &&
    end !== '' &&
    (shift === REMOVE ? props.permissions.delete : props.permissions.create && props.permissions.update);
  const canCopy =
    weeks >= 1 && weeks <= TA_MAX_COPY_WEEKS && props.permissions.create && props.permissions.update;

  async function apply() {
    setBusy(true);
    setError(null);
    try {
      if (mode === 'assign') {
        await props.onAssign({
          employee_ids: ids,
          start_date: start,
          end_date: end,
          weekdays: weekdays.map(Number),
          shift_id: shift === REMOVE ? null : Number(shift),
        });
      } else {
        await props.onCopy({ employee_ids: ids, week_start: props.monday, weeks });
      }
      props.onClose();
    } catch (caught) {
      setError(errorMessage(caught, UI_TEXT.unknownError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={BULK_TEXT.title} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{BULK_TEXT.selected(ids.length)}</Text>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'assign' | 'copy')}
          data={[
            { value: 'assign', label: BULK_TEXT.assign },
            { value: 'copy', label: BULK_TEXT.copy },
          ]}
        />
        {mode === 'assign' ? (
          <>
            <Group grow>
              <TextInput
                type="date"
                label={BULK_TEXT.from}
                value={start}
                max={end}
                onChange={(e) => setStart(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={BULK_TEXT.to}
                value={end}
                min={start}
                onChange={(e) => setEnd(e.currentTarget.value)}
              />
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {BULK_TEXT.weekdays}
              </Text>
              <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
                <Group gap={6}>
                  {WEEKDAYS.map(([value, label]) => (
                    <Chip key={value} value={value} size="sm">
                      {label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            <Select
              label={BULK_TEXT.shift}
              placeholder="-- Select Shift --"
              data={[
                ...props.shifts
                  .filter((s) => !isLeaveShift(s.shift_id))
                  .map((s) => ({ value: String(s.shift_id), label: shiftOptionLabel(s) })),
                { value: REMOVE, label: BULK_TEXT.remove },
              ]}
              value={shift}
              onChange={setShift}
            />
          </>
        ) : (
          <>
            <NumberInput
              label={BULK_TEXT.weeks}
              min={1}
              max={TA_MAX_COPY_WEEKS}
              value={weeks}
              onChange={(v) => setWeeks(Number(v))}
              allowDecimal={false}
            />
            <Text size="xs" c="dimmed">
              {BULK_TEXT.copyHint}
            </Text>
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {UI_TEXT.cancel}
          </Button>
          <Button
            onClick={apply}
            loading={busy}
            disabled={busy || ids.length === 0 || (mode === 'assign' ? !canAssign : !canCopy)}
          >
            {BULK_TEXT.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
