/**
 * Opening Balances on the employee profile (issue 23 section 1): per year, the figures from the
 * previous payroll system up to the day before the go-live date, which the year figures (13th
 * month, annualization, 2316, alphalist, final pay) add as 'Before Sahod'. Read with the profile's
 * view permission (like the salary fields), saved with update; the server validates (including no
 * processed payroll before the go-live date) and writes the profile history.
 */
import { Button } from '@mantine/core';
import {
  formatPesos,
  OPENING_BALANCE_AMOUNT_FIELDS,
  OPENING_BALANCE_LABELS,
  OPENING_BALANCE_TEXT,
  type OpeningBalanceView,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../../app/permissions';
import { DataTable, RecordFormModal } from '../../../components';
import { openingBalancesQuery, useOpeningBalanceWrites } from './api';

const FIELDS = ['year', 'go_live_date', ...OPENING_BALANCE_AMOUNT_FIELDS] as const;
type Row = OpeningBalanceView & Record<string, unknown>;

export function OpeningBalanceSection({ employeeId }: { employeeId: number }) {
  const permissions = usePermission('employee_management');
  const rows = useQuery(openingBalancesQuery(employeeId));
  const { save, remove } = useOpeningBalanceWrites(employeeId);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const blank = Object.fromEntries(FIELDS.map((f) => [f, '']));
  const recordOf = (row: Row) => Object.fromEntries(FIELDS.map((f) => [f, String(row[f] ?? '')]));
  const money = (f: (typeof OPENING_BALANCE_AMOUNT_FIELDS)[number]) => (row: Row) => formatPesos(row[f]);
  return (
    <>
      <DataTable<Row>
        label={OPENING_BALANCE_TEXT.title}
        data={(rows.data ?? []) as Row[]}
        columns={['year', 'go_live_date', 'basic_pay', 'gross_compensation', 'tax_withheld']}
        columnLabels={OPENING_BALANCE_LABELS}
        renderCell={{
          basic_pay: money('basic_pay'),
          gross_compensation: money('gross_compensation'),
          tax_withheld: money('tax_withheld'),
        }}
        loading={rows.isPending}
        getRowId={(row) => String(row.year)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update}
        onDelete={(row) => remove.mutateAsync(row.year)}
        canDelete={permissions.update}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.update}>
            {OPENING_BALANCE_TEXT.add}
          </Button>
        }
      />
      {editing && (
        <RecordFormModal
          opened
          mode={editing.row ? 'edit' : 'add'}
          title={OPENING_BALANCE_TEXT.title}
          record={editing.row ? recordOf(editing.row) : blank}
          fields={FIELDS}
          fieldLabels={OPENING_BALANCE_LABELS}
          dateFields={['go_live_date']}
          optionalFields={OPENING_BALANCE_AMOUNT_FIELDS}
          displayOnlyFields={editing.row ? ['year'] : []}
          failureMessage="Failed to save the opening balance."
          onClose={() => setEditing(null)}
          onSave={(values) => save.mutateAsync(values)}
          onDelete={editing.row ? () => remove.mutateAsync(editing.row?.year ?? 0) : undefined}
          canDelete={permissions.update}
        />
      )}
    </>
  );
}
