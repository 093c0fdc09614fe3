/**
 * Approval Chains in Approver Assignment (issue 27 §1): the one DataTable of chains (scope and
 * levels), Create New (create), Edit (update) and Delete (delete) through the one form modal; the
 * levels are ordered with Up/Down, each picks its approvers and 'any one' or 'all'.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type ApprovalChain, CHAIN_TEXT } from '@sahod/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../../app/permissions';
import { DataTable, RecordFormModal, type SelectOption } from '../../../components';
import { applicationTypesQuery } from '../../applications/ApplicationFormModal';
import { dropdownQuery, toOptions } from '../../dropdownRecords/api';
import { approversQuery } from '../api';
import { chainsQuery, useDeleteChain, useSaveChain } from './api';
import { ChainLevelsField } from './ChainLevelsField';
import {
  ALL,
  CHAIN_FIELDS,
  CHAIN_LABELS,
  chainInput,
  chainRecord,
  chainSummary,
  levelsProblem,
  NEW_CHAIN,
} from './chainForm';

type ChainRow = ApprovalChain & {
  summary: string;
  scope_type: string;
  scope_company: string;
  scope_department: string;
};
const COLUMNS = ['name', 'scope_type', 'scope_company', 'scope_department', 'summary'] as const;
const LABELS = {
  ...CHAIN_LABELS,
  scope_type: 'Application Type',
  scope_company: 'Company',
  scope_department: 'Department',
};

export function ApprovalChainsSection() {
  const permissions = usePermission();
  const chains = useQuery(chainsQuery);
  const approvers = useQuery(approversQuery);
  const types = useQuery(applicationTypesQuery);
  const companies = useQuery({ ...dropdownQuery('company'), select: toOptions });
  const departments = useQueries({
    queries: (companies.data ?? []).map((c) => ({
      ...dropdownQuery('department', c.value),
      select: toOptions,
    })),
  });
  const save = useSaveChain();
  const remove = useDeleteChain();
  const [editing, setEditing] = useState<ApprovalChain | 'new' | null>(null);

  const rows: ChainRow[] = useMemo(
    () =>
      (chains.data ?? []).map((c) => ({
        ...c,
        summary: chainSummary(c),
        scope_type: c.application_type ?? CHAIN_TEXT.allTypes,
        scope_company: c.company ?? CHAIN_TEXT.allCompanies,
        scope_department: c.department ?? CHAIN_TEXT.allDepartments,
      })),
    [chains.data],
  );
  const approverOptions: SelectOption[] = (approvers.data ?? []).map((a) => ({
    value: String(a.employee_id),
    label: `${[a.last_name, a.first_name].filter(Boolean).join(', ')}${a.company ? ` (${a.company})` : ''}`,
  }));
  const typeOptions: SelectOption[] = [
    { value: ALL, label: CHAIN_TEXT.allTypes },
    ...(types.data ?? [])
      .filter((t) => t.code !== null)
      .map((t) => ({ value: String(t.code), label: t.name })),
  ];
  const companyOptions: SelectOption[] = [
    { value: ALL, label: CHAIN_TEXT.allCompanies },
    ...(companies.data ?? []),
  ];
  const departmentsOf = (company: string): SelectOption[] => {
    const index = (companies.data ?? []).findIndex((c) => c.value === company);
    return [{ value: ALL, label: CHAIN_TEXT.allDepartments }, ...(departments[index]?.data ?? [])];
  };
  const record = editing === null ? null : editing === 'new' ? NEW_CHAIN : chainRecord(editing);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {CHAIN_TEXT.note}
      </Text>
      <DataTable<ChainRow>
        label={CHAIN_TEXT.section}
        data={rows}
        columns={COLUMNS}
        columnLabels={LABELS}
        loading={chains.isPending}
        getRowId={(row) => String(row.id)}
        onEdit={(row) => setEditing(row)}
        canEdit={permissions.update}
        onDelete={permissions.delete ? (row) => remove.mutateAsync(row.id) : undefined}
        toolbar={
          <Button onClick={() => setEditing('new')} disabled={!permissions.create}>
            Create New
          </Button>
        }
      />
      {chains.isError && <Alert color="red">{String(chains.error.message)}</Alert>}
      {editing !== null && record && (
        <RecordFormModal
          key={editing === 'new' ? 'new' : editing.id}
          opened
          mode={editing === 'new' ? 'add' : 'edit'}
          title={editing === 'new' ? 'Add Approval Chain' : 'Edit Approval Chain'}
          record={record}
          fields={CHAIN_FIELDS}
          fieldLabels={CHAIN_LABELS}
          selectFields={{ application_type_id: typeOptions, company_id: companyOptions }}
          selectFieldsFor={(values) => ({ department_id: departmentsOf(values.company_id ?? ALL) })}
          clears={{ company_id: ['department_id'] }}
          optionalFields={['department_id']}
          customFields={{
            levels: (field) => <ChainLevelsField {...field} approvers={approverOptions} />,
          }}
          validate={(values) => levelsProblem(String({ ...record, ...values }.levels))}
          onClose={() => setEditing(null)}
          onSave={(values) => {
            const input = chainInput(record, values);
            return save.mutateAsync(editing === 'new' ? input : { ...input, id: editing.id });
          }}
        />
      )}
    </Stack>
  );
}
