/**
 * Earnings Records and Deductions Records (spec 2, 3 "Earnings/Deductions record", 8): the records
 * table; Create New adds a record, Edit opens the dialog with the employee sub-table. Failures show
 * 'Earnings Records error: {error}' / 'Deductions Records error: {error}'.
 */
import { Button, Stack, Title } from '@mantine/core';
import type { RecordKind, RecordRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable, RecordFormModal, type SelectOption } from '../../components';
import {
  deductionsCategoriesQuery,
  earningsCategoriesQuery,
  recordsQuery,
  reportFailure,
  useDeleteRecord,
  useSaveRecord,
} from './api';
import { RecordDialog } from './RecordDialog';
import { pesosText, recordHeadBody, recordsError } from './recordView';
import { PAY_TEXT, RECORD_LABELS } from './texts';

/** The amount column names what the category's lines enter, e.g. 'Amount (Pieces)'. */
export function amountLabelOf(inputColumn: string | undefined): string {
  // A unit that is itself 'Amount' adds nothing: 'Amount', never 'Amount (Amount)'.
  const unit = inputColumn?.trim() ?? '';
  return unit && unit.toLowerCase() !== PAY_TEXT.amount.toLowerCase()
    ? `${PAY_TEXT.amount} (${unit})`
    : PAY_TEXT.amount;
}

interface CategoryChoice {
  code: number;
  category_name: string;
  calc_id?: number;
  input_column?: string;
}

function RecordsScreen({ kind }: { kind: RecordKind }) {
  const permissions = usePermission();
  const records = useQuery(recordsQuery(kind));
  const categories = useQuery<CategoryChoice[]>(
    (kind === 'earnings' ? earningsCategoriesQuery() : deductionsCategoriesQuery()) as never,
  );
  const save = useSaveRecord(kind);
  const remove = useDeleteRecord(kind);
  const [openCode, setOpenCode] = useState<number | null>(null);
  const [head, setHead] = useState<{ row?: RecordRow } | null>(null);
  const wrap = recordsError(kind);
  const title = kind === 'earnings' ? PAY_TEXT.earningsRecords : PAY_TEXT.deductionsRecords;

  const categoryOptions: SelectOption[] = useMemo(
    () => (categories.data ?? []).map((c) => ({ value: String(c.code), label: c.category_name })),
    [categories.data],
  );
  const categoryOf = (id: number | null | undefined) => (categories.data ?? []).find((c) => c.code === id);
  const open = (records.data ?? []).find((r) => r.code === openCode);
  // Earnings records carry the total used by By Work - Group categories (the server requires it there).
  const headFields =
    kind === 'earnings'
      ? ['category_id', 'effective_date', 'total_amount']
      : ['category_id', 'effective_date'];

  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <DataTable<RecordRow>
        label={title}
        data={records.data ?? []}
        columns={['category_name', 'effective_date', 'total_amount', 'employee_count']}
        columnLabels={RECORD_LABELS}
        loading={records.isPending}
        getRowId={(row) => String(row.code)}
        renderCell={{ total_amount: (row) => pesosText(row.total_amount) }}
        onEdit={(row) => setOpenCode(row.code)}
        onDelete={(row) => remove.mutateAsync(row.code).catch((error) => reportFailure(error, wrap))}
        canEdit={permissions.update}
        extraActions={
          permissions.update
            ? undefined
            : (row) => (
                <Button size="xs" variant="default" onClick={() => setOpenCode(row.code)}>
                  {PAY_TEXT.view}
                </Button>
              )
        }
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setHead({})} disabled={!permissions.create}>
            {PAY_TEXT.createNew}
          </Button>
        }
      />
      {open && (
        <RecordDialog
          kind={kind}
          record={open}
          amountLabel={amountLabelOf(categoryOf(open.category_id)?.input_column)}
          onEditDetails={() => setHead({ row: open })}
          onClose={() => setOpenCode(null)}
        />
      )}
      {head && (
        <RecordFormModal
          opened
          onClose={() => setHead(null)}
          mode={head.row ? 'edit' : 'add'}
          title={head.row ? PAY_TEXT.editRecord : PAY_TEXT.addRecord}
          record={head.row ?? { category_id: '', effective_date: '', total_amount: '' }}
          fields={headFields}
          optionalFields={['total_amount']}
          numberFields={['category_id', 'total_amount']}
          dateFields={['effective_date']}
          selectFields={{ category_id: categoryOptions }}
          fieldLabels={{ ...RECORD_LABELS, total_amount: PAY_TEXT.groupTotal }}
          onSave={async (values) => {
            try {
              const res = await save.mutateAsync({
                mode: head.row ? 'edit' : 'add',
                body: recordHeadBody({ ...values, code: head.row?.code }),
              });
              if (!head.row) setOpenCode(res.code);
            } catch (error) {
              reportFailure(error, wrap);
              throw error;
            }
          }}
        />
      )}
    </Stack>
  );
}

export function EarningsRecordsPage() {
  return <RecordsScreen kind="earnings" />;
}

export function DeductionsRecordsPage() {
  return <RecordsScreen kind="deductions" />;
}
