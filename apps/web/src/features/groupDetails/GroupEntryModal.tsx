/**
 * The create/edit dialog of a group entry (spec 3 "Group record", 4, 5): the group's fields with
 * the code hidden, display-only Day Rate and Hour Rate for salary groups, Save disabled while
 * nothing changed (edit), the shared validator's messages, and the save confirmation.
 */
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  formatPesos,
  GROUP_LABELS,
  GROUP_MSG,
  type GroupFieldDef,
  type GroupKey,
  type GroupRow,
  PAY_BASES,
  PAY_BASIS_LABELS,
  salaryGroupRates,
  TAX_MODE_LABELS,
  TAX_MODES,
  validateGroupEntry,
} from '@sahod/shared';
import { useState } from 'react';
import { UI_TEXT, useConfirmedSave } from '../../components';
import {
  acceptInput,
  changedGroupFields,
  type GroupFormValues,
  groupPayload,
  initialGroupValues,
  lockedFields,
  visibleFields,
  withChange,
} from './groupForm';
import { GROUP_TEXT } from './texts';

export interface GroupEntryModalProps {
  group: GroupKey;
  /** The entry being edited; absent when adding. */
  row?: GroupRow | undefined;
  opened: boolean;
  onClose: () => void;
  /** Resolving closes the dialog; rejecting keeps it open with the error shown. */
  onSave: (data: Record<string, unknown>) => Promise<unknown>;
}

export function GroupEntryModal({ opened, onClose, group, row, onSave }: GroupEntryModalProps) {
  const [held, setHeld] = useState(false);
  const mode = row ? 'edit' : 'add';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={GROUP_TEXT.modalTitle(mode, GROUP_LABELS[group])}
      centered
      size="lg"
      closeOnClickOutside={!held}
      closeOnEscape={!held}
      withCloseButton={!held}
    >
      {opened && (
        <GroupEntryForm group={group} row={row} onClose={onClose} onSave={onSave} onHold={setHeld} />
      )}
    </Modal>
  );
}

export function SalaryRates({ values }: { values: GroupFormValues }) {
  const { dayRate, hourRate } = salaryGroupRates(values.monthly_salary, values.days, values.hours, values);
  return (
    <Group grow>
      {values.pay_basis !== 'Daily' && (
        <TextInput
          label={GROUP_TEXT.dayRate}
          value={dayRate === null ? '' : formatPesos(dayRate)}
          readOnly
          variant="filled"
          data-testid="day-rate"
        />
      )}
      <TextInput
        label={GROUP_TEXT.hourRate}
        value={hourRate === null ? '' : formatPesos(hourRate)}
        readOnly
        variant="filled"
        data-testid="hour-rate"
      />
    </Group>
  );
}

interface FieldInputProps {
  field: GroupFieldDef;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function FieldInput({ field, value, disabled, onChange }: FieldInputProps) {
  switch (field.kind) {
    case 'taxMode':
      return (
        <Select
          label={field.label}
          required
          data={TAX_MODES.map((mode) => ({ value: mode, label: TAX_MODE_LABELS[mode] }))}
          value={value}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
          disabled={disabled}
        />
      );
    case 'payBasis':
      return (
        <Select
          label={field.label}
          required
          data={PAY_BASES.map((basis) => ({ value: basis, label: PAY_BASIS_LABELS[basis] }))}
          value={value}
          onChange={(next) => onChange(next ?? 'Monthly')}
          allowDeselect={false}
          disabled={disabled}
        />
      );
    case 'flag':
      return (
        <Switch
          label={field.label}
          description={GROUP_TEXT.mweHint}
          checked={value === 'true'}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
          disabled={disabled}
        />
      );
    default:
      return (
        <TextInput
          label={field.label}
          required={!field.optional || field.key === 'day_rate'}
          description={field.key === 'annual_factor' ? GROUP_TEXT.factorHint : undefined}
          value={value}
          inputMode={field.kind === 'name' ? 'text' : 'decimal'}
          onChange={(event) => onChange(acceptInput(field, event.currentTarget.value))}
          disabled={disabled}
        />
      );
  }
}

interface FormProps extends Omit<GroupEntryModalProps, 'opened'> {
  onHold: (held: boolean) => void;
}

function GroupEntryForm({ group, row, onClose, onSave, onHold }: FormProps) {
  const [initial] = useState(() => initialGroupValues(group, row));
  const [values, setValues] = useState(initial);
  const { busy, error, setError, confirmAndSave } = useConfirmedSave(onHold);
  const mode = row ? 'edit' : 'add';
  const changed = changedGroupFields(group, values, initial);
  const locked = lockedFields(group, values);
  const canSave = !busy && (mode === 'add' || changed.length > 0);

  async function save() {
    const data = groupPayload(group, values, row?.code);
    const checked = validateGroupEntry(group, data);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    await confirmAndSave(GROUP_MSG.saveConfirm, () => onSave(data), onClose);
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
        {visibleFields(group, values).map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            disabled={busy || locked.includes(field.key)}
            onChange={(next) => setValues((current) => withChange(group, current, field.key, next))}
          />
        ))}
        {group === 'salary_group' && <SalaryRates values={values} />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={!canSave} loading={busy}>
            {UI_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
