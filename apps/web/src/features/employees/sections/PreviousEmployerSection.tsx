/**
 * Previous Employer (BIR 2316) on the employee profile (issue 17 section 2): per year, the previous
 * employer's TIN, name, address, ZIP and the 2316 amounts an employee hired during the year hands
 * in, which the year-end adjustment adds (taxable compensation and tax withheld). Read with the
 * profile's view permission (like the salary fields), saved with update; the server validates and
 * writes the profile history.
 */
import { Button } from '@mantine/core';
import {
  formatPesos,
  messageResponseSchema,
  PREVIOUS_EMPLOYER_AMOUNT_FIELDS,
  PREVIOUS_EMPLOYER_LABELS,
  type PreviousEmployer,
  previousEmployerSchema,
  previousEmployersSchema,
  YEAR_END_TEXT,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../api/client';
import { usePermission } from '../../../app/permissions';
import { DataTable, RecordFormModal } from '../../../components';
import { employeeKeys } from '../queryKeys';

const URL = '/employee_management/previous_employers';
const FIELDS = ['year', 'tin', 'name', 'address', 'zip', ...PREVIOUS_EMPLOYER_AMOUNT_FIELDS] as const;
const saveSchema = z.object({ message: z.string(), previous_employer: previousEmployerSchema });

const previousQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...employeeKeys.detail(employeeId), 'previousEmployers'] as const,
    queryFn: () => api.get(URL, { query: { UID: String(employeeId) }, schema: previousEmployersSchema }),
  });

type Row = PreviousEmployer & Record<string, unknown>;

export function PreviousEmployerSection({ employeeId }: { employeeId: number }) {
  const permissions = usePermission('employee_management');
  const rows = useQuery(previousQuery(employeeId));
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: employeeKeys.detail(employeeId) });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      api.put(URL, { body: { ...values, employee_id: employeeId }, schema: saveSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (year: number) =>
      api.delete(URL, {
        query: { UID: String(employeeId), year: String(year) },
        schema: messageResponseSchema,
      }),
    onSuccess: refresh,
  });
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const blank = Object.fromEntries(FIELDS.map((f) => [f, '']));
  const recordOf = (row: Row) =>
    Object.fromEntries(FIELDS.map((f) => [f, row[f] === null || row[f] === undefined ? '' : String(row[f])]));
  return (
    <>
      <DataTable<Row>
        label={YEAR_END_TEXT.previousTitle}
        data={(rows.data ?? []) as Row[]}
        columns={['year', 'name', 'tin', 'taxable_compensation', 'tax_withheld']}
        columnLabels={{
          year: PREVIOUS_EMPLOYER_LABELS.year,
          name: PREVIOUS_EMPLOYER_LABELS.name,
          tin: PREVIOUS_EMPLOYER_LABELS.tin,
          taxable_compensation: 'Taxable Compensation',
          tax_withheld: PREVIOUS_EMPLOYER_LABELS.tax_withheld,
        }}
        renderCell={{
          taxable_compensation: (row) => formatPesos(row.taxable_compensation),
          tax_withheld: (row) => formatPesos(row.tax_withheld),
        }}
        loading={rows.isPending}
        getRowId={(row) => String(row.year)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update}
        onDelete={(row) => remove.mutateAsync(row.year)}
        canDelete={permissions.update}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.update}>
            Add Previous Employer
          </Button>
        }
      />
      {editing && (
        <RecordFormModal
          opened
          mode={editing.row ? 'edit' : 'add'}
          title={YEAR_END_TEXT.previousTitle}
          record={editing.row ? recordOf(editing.row) : blank}
          fields={FIELDS}
          fieldLabels={PREVIOUS_EMPLOYER_LABELS}
          optionalFields={FIELDS.filter((f) => f !== 'year' && f !== 'name')}
          displayOnlyFields={editing.row ? ['year'] : []}
          failureMessage="Failed to save the previous employer."
          onClose={() => setEditing(null)}
          onSave={(values) => save.mutateAsync(values)}
          onDelete={editing.row ? () => remove.mutateAsync(editing.row?.year ?? 0) : undefined}
          canDelete={permissions.update}
        />
      )}
    </>
  );
}
