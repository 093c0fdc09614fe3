/**
 * Leave credits on the employee profile (issue 10 §4): the balance per type that uses credits,
 * the ledger (grants, accruals, usages by approved applications, HR adjustments, reversals) and,
 * with employee_management update, Grant / Adjust with a reason and the yearly Service Incentive
 * Leave accrual (idempotent on the server).
 */
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { APP_TEXT, formatManilaDate, type LedgerRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable, RecordFormModal, useConfirm } from '../../components';
import { leaveCreditsQuery, useAccrueSil, useAdjustCredits } from './api';

export function LeaveCreditsSection({ employeeId }: { employeeId: number }) {
  const permissions = usePermission('employee_management');
  const credits = useQuery(leaveCreditsQuery(employeeId));
  const adjust = useAdjustCredits();
  const accrue = useAccrueSil();
  const confirm = useConfirm();
  const [adjusting, setAdjusting] = useState(false);
  const year = new Date().getFullYear();
  const typeOptions = (credits.data?.balances ?? []).map((b) => ({
    value: String(b.application_type_id),
    label: b.application_type,
  }));
  return (
    <Stack gap="sm">
      <Table withTableBorder striped aria-label={APP_TEXT.leaveCredits}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Leave Type</Table.Th>
            <Table.Th>Balance (days)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(credits.data?.balances ?? []).map((b) => (
            <Table.Tr key={b.application_type_id}>
              <Table.Td>{b.application_type}</Table.Td>
              <Table.Td>{b.balance}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">Total: {credits.data?.total ?? 0}</Text>
      <Group>
        <Button onClick={() => setAdjusting(true)} disabled={!permissions.update}>
          {APP_TEXT.grantAdjust}
        </Button>
        <Button
          variant="light"
          disabled={!permissions.update || accrue.isPending}
          onClick={async () => {
            if (await confirm({ message: `${APP_TEXT.accrueSil} ${year}?` })) accrue.mutate(year);
          }}
        >
          {APP_TEXT.accrueSil} {year}
        </Button>
      </Group>
      <DataTable<LedgerRow>
        label="Leave credit history"
        data={credits.data?.ledger ?? []}
        columns={['created_at', 'application_type', 'kind', 'days', 'reason', 'created_by']}
        columnLabels={{ created_at: 'Date', application_type: 'Leave Type', created_by: 'By' }}
        renderCell={{ created_at: (r) => formatManilaDate(r.created_at) }}
        loading={credits.isPending}
        getRowId={(r) => String(r.log_no)}
      />
      {adjusting && (
        <RecordFormModal
          opened
          onClose={() => setAdjusting(false)}
          mode="add"
          title={APP_TEXT.grantAdjust}
          record={{ kind: 'grant' }}
          fields={['application_type_id', 'kind', 'days', 'reason']}
          numberFields={['application_type_id', 'days']}
          selectFields={{
            application_type_id: typeOptions,
            kind: [
              { value: 'grant', label: 'Grant (add days)' },
              { value: 'adjustment', label: 'Adjustment (+/- days)' },
            ],
          }}
          fieldLabels={{ application_type_id: 'Leave Type' }}
          onSave={(values) =>
            adjust.mutateAsync({
              employee_id: employeeId,
              application_type_id: Number(values.application_type_id),
              kind: values.kind === 'adjustment' ? 'adjustment' : 'grant',
              days: Number(values.days),
              reason: String(values.reason ?? ''),
            })
          }
        />
      )}
    </Stack>
  );
}
