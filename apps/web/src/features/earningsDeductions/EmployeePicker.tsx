/**
 * Picks several employees at once through the company > department > designation cascade (spec 4
 * "Cascading dropdowns": a parent change clears its children), then adds them to the record with
 * one amount (each line can be edited afterwards).
 */
import { Button, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { EmployeeChoice } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { dropdownQuery, toOptions } from '../dropdownRecords/api';
import { PAY_TEXT } from './texts';

export interface PickedLines {
  employeeIds: number[];
  amount: number;
  inputColumn: string;
}

/** Employees matching the chosen organisation levels (an empty level matches all). */
export function filterChoices(
  choices: readonly EmployeeChoice[],
  company: string,
  department: string,
  designation: string,
  exclude: ReadonlySet<number>,
): EmployeeChoice[] {
  return choices.filter(
    (e) =>
      !exclude.has(e.employee_id) &&
      (company === '' || String(e.company_id) === company) &&
      (department === '' || String(e.department_id) === department) &&
      (designation === '' || String(e.designation_id) === designation),
  );
}

export function EmployeePicker({
  choices,
  exclude,
  disabled,
  amountLabel,
  onAdd,
}: {
  choices: readonly EmployeeChoice[];
  exclude: ReadonlySet<number>;
  disabled: boolean;
  amountLabel: string;
  onAdd: (picked: PickedLines) => Promise<unknown>;
}) {
  const [company, setCompany] = useState('');
  const [department, setDepartment] = useState('');
  const [designation, setDesignation] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [amount, setAmount] = useState<string | number>('');
  const [inputColumn, setInputColumn] = useState('');
  const [busy, setBusy] = useState(false);
  const companies = useQuery({ ...dropdownQuery('company'), select: toOptions }).data ?? [];
  const departments =
    useQuery({ ...dropdownQuery('department', company), select: toOptions, enabled: company !== '' }).data ??
    [];
  const designations =
    useQuery({ ...dropdownQuery('designation', department), select: toOptions, enabled: department !== '' })
      .data ?? [];
  const options = useMemo(
    () =>
      filterChoices(choices, company, department, designation, exclude).map((e) => ({
        value: String(e.employee_id),
        label: e.employee_code ? `${e.employee_code} - ${e.name}` : e.name,
      })),
    [choices, company, department, designation, exclude],
  );
  const amountValue = typeof amount === 'number' ? amount : Number.NaN;
  const canAdd = !disabled && !busy && picked.length > 0 && Number.isFinite(amountValue) && amountValue >= 0;

  async function add() {
    setBusy(true);
    try {
      await onAdd({ employeeIds: picked.map(Number), amount: amountValue, inputColumn });
      setPicked([]);
    } catch {
      // The failure was shown; keep the choices so the user can correct and retry.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text fw={600}>{PAY_TEXT.addEmployees}</Text>
      <Group grow>
        <Select
          label={PAY_TEXT.company}
          data={companies}
          value={company || null}
          clearable
          onChange={(v) => {
            setCompany(v ?? '');
            setDepartment('');
            setDesignation('');
          }}
        />
        <Select
          label={PAY_TEXT.department}
          data={departments}
          value={department || null}
          clearable
          disabled={company === ''}
          onChange={(v) => {
            setDepartment(v ?? '');
            setDesignation('');
          }}
        />
        <Select
          label={PAY_TEXT.designation}
          data={designations}
          value={designation || null}
          clearable
          disabled={department === ''}
          onChange={(v) => setDesignation(v ?? '')}
        />
      </Group>
      <MultiSelect
        label={PAY_TEXT.chooseEmployees}
        description={PAY_TEXT.chooseEmployeesHint}
        data={options}
        value={picked}
        onChange={setPicked}
        searchable
        clearable
        disabled={disabled}
        maxDropdownHeight={240}
      />
      <Group align="end">
        <NumberInput
          label={amountLabel}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          disabled={disabled}
        />
        <TextInput
          label={PAY_TEXT.inputColumn}
          value={inputColumn}
          onChange={(e) => setInputColumn(e.currentTarget.value)}
          disabled={disabled}
        />
        <Button onClick={add} disabled={!canAdd} loading={busy}>
          {PAY_TEXT.addSelected}
        </Button>
      </Group>
    </Stack>
  );
}
