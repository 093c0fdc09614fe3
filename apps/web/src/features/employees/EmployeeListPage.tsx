/**
 * Employee List (spec 2 "Employee List"): the employees in the shared table (employee_id hidden),
 * search, sorting and pages done by the server (issue 28 §4), 'Create New' with its confirmation opening the new employee's page, Edit
 * opening the profile, Delete with the typed 'DELETE {employee_code}' dialog, and 'Import Employees'
 * (issue 23 §4) from a spreadsheet.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { EMPLOYEE_LIST_SORTS, EMPLOYEE_MSG, type EmployeeSummary, isDraftEmployee } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/permissions';
import { DataTable, type ServerTableQuery, useConfirm } from '../../components';
import { employeeListPageQuery, useCreateEmployee, useDeleteEmployee } from './api';
import { ImportEmployeesButton } from './import/ImportEmployeesModal';
import { ImportOpeningBalancesButton } from './openingBalances/ImportOpeningBalances';
import { EMPLOYEES_TEXT, LIST_COLUMN_LABELS } from './texts';

/** The list's columns, in order: the columns the server sorts by. */
const LIST_COLUMNS = EMPLOYEE_LIST_SORTS;

/**
 * What to type to delete a row, exactly as the dialog shows it: 'DELETE {employee_code}' (spec),
 * 'DELETE DRAFT' for a draft, and 'DELETE {employee_id}' for a named employee without a code (never
 * 'DELETE ' with an invisible trailing space).
 */
export function typedDeleteText(row: EmployeeSummary): string {
  if (row.employee_code.trim() !== '') return `DELETE ${row.employee_code}`;
  return isDraftEmployee(row) ? EMPLOYEE_MSG.draftDeleteText : `DELETE ${row.employee_id}`;
}

/** A draft (Create New never saved) reads as one, instead of an empty row. */
const DRAFT_CELLS = {
  last_name: (row: EmployeeSummary) =>
    isDraftEmployee(row) ? (
      <Text size="sm" fs="italic" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="draft-employee">
        {EMPLOYEE_MSG.draftLabel}
      </Text>
    ) : (
      row.last_name
    ),
};

export function EmployeeListPage() {
  const permissions = usePermission();
  // Importing creates whole profiles (the profile module's create, issue 23 §4); opening balances
  // are written with the profile's update.
  const profilePermissions = usePermission('employee_management');
  const navigate = useNavigate();
  const confirm = useConfirm();
  // The server pages, sorts, searches and counts (issue 28 §4): 100,000 employees are never sent.
  const [query, setQuery] = useState<ServerTableQuery>({ page: 1, pageSize: 10, search: '' });
  const list = useQuery(employeeListPageQuery(query));
  const create = useCreateEmployee();
  const deletion = useDeleteEmployee();

  async function createNew() {
    if (!(await confirm({ message: EMPLOYEE_MSG.createConfirm }))) return;
    try {
      const { id } = await create.mutateAsync();
      navigate(`/employees/${id}`);
    } catch {
      // useCreateEmployee reports the failure.
    }
  }

  return (
    <Stack gap="md">
      <Title order={2}>{EMPLOYEES_TEXT.listTitle}</Title>
      <DataTable<EmployeeSummary>
        label={EMPLOYEES_TEXT.listLabel}
        data={list.data?.rows ?? []}
        server={{ total: list.data?.total ?? 0, onQueryChange: setQuery }}
        columns={LIST_COLUMNS}
        hiddenColumns={['employee_id']}
        columnLabels={LIST_COLUMN_LABELS}
        loading={list.isPending}
        getRowId={(row) => String(row.employee_id)}
        onEdit={(row) => navigate(`/employees/${row.employee_id}`)}
        onDelete={(row) => deletion.mutateAsync(row.employee_id)}
        canEdit={permissions.update}
        canDelete={permissions.delete}
        typedDeleteText={typedDeleteText}
        renderCell={DRAFT_CELLS}
        toolbar={
          <Group gap="xs">
            <Button onClick={createNew} disabled={!permissions.create} loading={create.isPending}>
              {EMPLOYEES_TEXT.createNew}
            </Button>
            <ImportEmployeesButton disabled={!profilePermissions.create} />
            <ImportOpeningBalancesButton disabled={!profilePermissions.update} />
          </Group>
        }
      />
    </Stack>
  );
}
