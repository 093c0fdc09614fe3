/**
 * Salary Loan (spec 2, 3, 4 "Salary loan status", 5, 8): every loan with its balance; Create New,
 * View (payments table, manual payment, Cancel Loan) and Delete (disabled for Canceled rows by the
 * shared table; refused by the server once a payment is recorded).
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { formatPesos, type LoanRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components';
import { loanSummaryQuery, loansQuery, useDeleteLoan } from './api';
import { LoanCreateModal } from './LoanCreateModal';
import { LoanDialog } from './LoanDialog';
import { LoanSettings } from './LoanSettings';
import { LOAN_LABELS, LOAN_TEXT } from './texts';

export function SalaryLoanPage() {
  const permissions = usePermission();
  const loans = useQuery(loansQuery());
  const summary = useQuery(loanSummaryQuery()).data;
  const remove = useDeleteLoan();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Stack gap="md">
      <Title order={2}>{LOAN_TEXT.title}</Title>
      <LoanSettings canUpdate={permissions.update} />
      {summary && (
        <Text size="sm" c="dimmed" data-testid="loan-summary">
          {LOAN_TEXT.summary(
            summary.active_count,
            formatPesos(summary.active_balance),
            summary.cleared_count,
            summary.canceled_count,
          )}
        </Text>
      )}
      <DataTable<LoanRow>
        label={LOAN_TEXT.title}
        data={loans.data ?? []}
        columns={[
          'employee_code',
          'name',
          'loan_type',
          'release_date',
          'deduction_start_date',
          'loan_amount',
          'payment_terms',
          'amortization',
          'total_amount_paid',
          'balance',
          'status',
        ]}
        columnLabels={LOAN_LABELS}
        loading={loans.isPending}
        getRowId={(row) => String(row.loan_id)}
        renderCell={{
          loan_amount: (row) => formatPesos(row.loan_amount),
          amortization: (row) => formatPesos(row.amortization),
          total_amount_paid: (row) => formatPesos(row.total_amount_paid),
          balance: (row) => formatPesos(row.balance),
        }}
        onEdit={(row) => setOpenId(row.loan_id)}
        editLabel={LOAN_TEXT.view}
        onDelete={(row) => remove.mutateAsync(row.loan_id).catch(() => undefined)}
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setCreating(true)} disabled={!permissions.create}>
            {LOAN_TEXT.createNew}
          </Button>
        }
      />
      {creating && (
        <LoanCreateModal
          onClose={() => setCreating(false)}
          onCreated={(loanId) => {
            setCreating(false);
            setOpenId(loanId);
          }}
        />
      )}
      {openId !== null && <LoanDialog loanId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
