/**
 * The edit dialog of an earnings or deductions record: its details, and the employee sub-table
 * (add several employees through the cascade, edit a line's amount, remove a line). salary_total
 * comes from the server (computed with the payroll engine) and is read-only.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RecordKind, RecordLineRow, RecordRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable, RecordFormModal } from '../../components';
import { recordEmployeesQuery, reportFailure, useAddLines, useDeleteLine, useSaveLine } from './api';
import { EmployeePicker } from './EmployeePicker';
import { ImportLinesButton } from './ImportLinesModal';
import { pesosText, recordsError, salaryTotalText } from './recordView';
import { PAY_TEXT, RECORD_LABELS } from './texts';

export function RecordDialog({
  kind,
  record,
  amountLabel,
  onEditDetails,
  onClose,
}: {
  kind: RecordKind;
  record: RecordRow;
  /** 'Amount (Pieces)': what the category's lines enter (its input_column). */
  amountLabel: string;
  onEditDetails: () => void;
  onClose: () => void;
}) {
  const permissions = usePermission();
  const employees = useQuery(recordEmployeesQuery(kind));
  const addLines = useAddLines(kind);
  const saveLine = useSaveLine(kind);
  const deleteLine = useDeleteLine(kind);
  const [editingLine, setEditingLine] = useState<RecordLineRow | null>(null);
  const onRecord = useMemo(() => new Set(record.employee_data.map((l) => l.employee_id)), [record]);
  const wrap = recordsError(kind);

  const note =
    record.calc_id === 1 ? PAY_TEXT.groupNote : record.calc_id === 2 ? PAY_TEXT.dayNote : undefined;

  return (
    <Modal opened onClose={onClose} title={PAY_TEXT.editRecord} size="xl" centered>
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text fw={600}>{record.category_name}</Text>
            <Text size="sm">
              {RECORD_LABELS.effective_date}: {record.effective_date} · {RECORD_LABELS.total_amount}:{' '}
              {pesosText(record.total_amount)}
            </Text>
            {note && (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
          </Stack>
          <Button variant="light" onClick={onEditDetails} disabled={!permissions.update}>
            {PAY_TEXT.editRecord}
          </Button>
        </Group>
        <Group justify="space-between">
          <Text fw={600}>{PAY_TEXT.employees}</Text>
          <ImportLinesButton
            kind={kind}
            recordId={record.code}
            amountLabel={amountLabel}
            disabled={!permissions.create}
          />
        </Group>
        <DataTable<RecordLineRow>
          label={PAY_TEXT.employees}
          data={record.employee_data}
          columns={['employee_code', 'name', 'amount', 'input_column', 'salary_total']}
          columnLabels={{ ...RECORD_LABELS, amount: amountLabel }}
          getRowId={(row) => String(row.log_no)}
          renderCell={{
            amount: (row) => pesosText(row.amount),
            salary_total: (row) => salaryTotalText(row),
          }}
          onEdit={(row) => setEditingLine(row)}
          onDelete={(row) => deleteLine.mutateAsync(row.log_no).catch((error) => reportFailure(error, wrap))}
          canEdit={permissions.update}
          canDelete={permissions.delete}
        />
        <EmployeePicker
          choices={employees.data ?? []}
          exclude={onRecord}
          disabled={!permissions.create}
          amountLabel={amountLabel}
          onAdd={(picked) =>
            addLines
              .mutateAsync(
                picked.employeeIds.map((employee_id) => ({
                  record_id: record.code,
                  employee_id,
                  amount: picked.amount,
                  input_column: picked.inputColumn,
                })),
              )
              .catch((error) => {
                reportFailure(error, wrap);
                throw error;
              })
          }
        />
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {PAY_TEXT.close}
          </Button>
        </Group>
      </Stack>
      {editingLine && (
        <RecordFormModal
          opened
          onClose={() => setEditingLine(null)}
          mode="edit"
          title={PAY_TEXT.editLine}
          record={{ ...editingLine, salary_total: salaryTotalText(editingLine) }}
          fields={['employee_code', 'name', 'amount', 'input_column', 'salary_total']}
          displayOnlyFields={['employee_code', 'name', 'salary_total']}
          optionalFields={['input_column']}
          numberFields={['amount']}
          fieldLabels={{ ...RECORD_LABELS, amount: amountLabel }}
          onSave={(values) =>
            saveLine
              .mutateAsync({
                log_no: editingLine.log_no,
                record_id: record.code,
                employee_id: editingLine.employee_id,
                amount: Number(values.amount),
                input_column: typeof values.input_column === 'string' ? values.input_column : '',
              })
              .catch((error) => {
                reportFailure(error, wrap);
                throw error;
              })
          }
        />
      )}
    </Modal>
  );
}
