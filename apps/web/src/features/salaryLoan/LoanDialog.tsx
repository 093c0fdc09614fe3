/**
 * One loan: its figures (terms in months, the cut-offs it is deducted on, what was paid before
 * Sahod; a canceled loan owes nothing), comments (read-only once Canceled), the payments table (20
 * rows a page; the opening payment reads 'Paid before Sahod') with a manual payment per row, a later
 * billing's amortization and its history, and Cancel Loan.
 */
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  formatPesos,
  LOAN_CUT_OFF_LABELS,
  LOAN_CUT_OFF_LEGACY_LABEL,
  LOAN_MSG,
  LOAN_PAYMENTS_PAGE_SIZE,
  type LoanPaymentRow,
  OPENING_PAYMENT_LABEL,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable, notifyError, RecordFormModal, useConfirm } from '../../components';
import {
  loanDetailQuery,
  useCancelLoan,
  useChangeAmortization,
  useRecordPayment,
  useSaveComments,
} from './api';
import { LOAN_LABELS, LOAN_TEXT } from './texts';

const money = (v: number | null) => (v === null ? '' : formatPesos(v));
const STATUS_COLOR = { Active: 'blue', Cleared: 'teal', Canceled: 'gray' } as const;

export function LoanDialog({ loanId, onClose }: { loanId: number; onClose: () => void }) {
  const permissions = usePermission();
  const confirm = useConfirm();
  const detail = useQuery(loanDetailQuery(loanId));
  const saveComments = useSaveComments();
  const recordPayment = useRecordPayment();
  const cancel = useCancelLoan();
  const changeAmortization = useChangeAmortization();
  const [editingComments, setEditingComments] = useState(false);
  const [billing, setBilling] = useState(false);
  const [payment, setPayment] = useState<LoanPaymentRow | null>(null);
  const loan = detail.data?.loan;
  const canceled = loan?.status === 'Canceled';

  async function cancelLoan() {
    if (!loan) return;
    if (!(await confirm({ title: LOAN_TEXT.cancelLoan, message: LOAN_MSG.cancelConfirm, danger: true })))
      return;
    await cancel.mutateAsync(loan.loan_id).catch(() => undefined);
  }

  const figure = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );

  return (
    <Modal opened onClose={onClose} title={LOAN_TEXT.loanTitle(loan?.name ?? '')} size="xl" centered>
      {loan && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Badge color={STATUS_COLOR[loan.status]}>{loan.status}</Badge>
            <Group>
              <Button
                variant="light"
                onClick={() => setEditingComments(true)}
                disabled={canceled || !permissions.update}
              >
                {LOAN_TEXT.editComments}
              </Button>
              <Button
                variant="light"
                onClick={() => setBilling(true)}
                disabled={loan.status !== 'Active' || !permissions.update}
              >
                {LOAN_TEXT.changeAmortization}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={cancelLoan}
                disabled={loan.status !== 'Active' || !permissions.update}
                loading={cancel.isPending}
              >
                {LOAN_TEXT.cancelLoan}
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {figure(LOAN_LABELS.loan_type ?? '', loan.loan_type)}
            {figure(LOAN_LABELS.release_date ?? '', loan.release_date)}
            {figure(LOAN_LABELS.deduction_start_date ?? '', loan.deduction_start_date)}
            {figure(LOAN_LABELS.payment_terms ?? '', String(loan.payment_terms))}
            {figure(LOAN_LABELS.loan_amount ?? '', formatPesos(loan.loan_amount))}
            {figure(LOAN_LABELS.amortization ?? '', formatPesos(loan.amortization))}
            {figure(
              LOAN_LABELS.cut_off ?? '',
              loan.cut_off ? LOAN_CUT_OFF_LABELS[loan.cut_off] : LOAN_CUT_OFF_LEGACY_LABEL,
            )}
            {figure(LOAN_LABELS.opening_paid ?? '', formatPesos(loan.opening_paid))}
            {figure(LOAN_LABELS.total_amount_paid ?? '', formatPesos(loan.total_amount_paid))}
            {figure(LOAN_LABELS.balance ?? '', formatPesos(loan.balance))}
          </SimpleGrid>
          {(detail.data?.amortization_changes.length ?? 0) > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {LOAN_TEXT.amortizationHistory}
              </Text>
              <Table striped withTableBorder fz="sm" aria-label={LOAN_TEXT.amortizationHistory}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{LOAN_LABELS.billing_date}</Table.Th>
                    <Table.Th>{LOAN_LABELS.old_amortization}</Table.Th>
                    <Table.Th>{LOAN_LABELS.new_amortization}</Table.Th>
                    <Table.Th>{LOAN_LABELS.changed_at}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.data?.amortization_changes.map((c) => (
                    <Table.Tr key={c.changed_at + c.billing_date}>
                      <Table.Td>{c.billing_date}</Table.Td>
                      <Table.Td>{formatPesos(c.old_amortization)}</Table.Td>
                      <Table.Td>{formatPesos(c.new_amortization)}</Table.Td>
                      <Table.Td>{c.changed_at.slice(0, 10)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
          {figure(LOAN_LABELS.comments ?? '', loan.comments || '—')}
          <Text fw={600}>{LOAN_TEXT.payments}</Text>
          <DataTable<LoanPaymentRow>
            label={LOAN_TEXT.payments}
            data={detail.data?.payments ?? []}
            columns={['payment_number', 'amount_due', 'amount_paid', 'date_paid', 'outstanding']}
            columnLabels={LOAN_LABELS}
            pageSize={LOAN_PAYMENTS_PAGE_SIZE}
            getRowId={(row) => String(row.log_no)}
            renderCell={{
              payment_number: (row) =>
                row.kind === 'opening' ? OPENING_PAYMENT_LABEL : String(row.payment_number),
              amount_due: (row) => money(row.amount_due),
              amount_paid: (row) => money(row.amount_paid),
              outstanding: (row) => money(row.outstanding),
            }}
            onEdit={(row) =>
              row.kind === 'opening' ? notifyError(LOAN_MSG.openingReadOnly) : setPayment(row)
            }
            editLabel={LOAN_TEXT.recordPayment}
            canEdit={!canceled && permissions.update}
          />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {LOAN_TEXT.close}
            </Button>
          </Group>
        </Stack>
      )}
      {editingComments && loan && (
        <RecordFormModal
          opened
          onClose={() => setEditingComments(false)}
          mode="edit"
          title={LOAN_TEXT.editComments}
          record={{ comments: loan.comments }}
          fields={['comments']}
          optionalFields={['comments']}
          fieldLabels={LOAN_LABELS}
          onSave={(values) =>
            saveComments.mutateAsync({
              loan_id: loan.loan_id,
              comments: typeof values.comments === 'string' ? values.comments : '',
            })
          }
        />
      )}
      {billing && loan && (
        <RecordFormModal
          opened
          onClose={() => setBilling(false)}
          mode="edit"
          title={LOAN_TEXT.changeAmortization}
          record={{ monthly_amortization: loan.amortization, billing_date: '' }}
          fields={['monthly_amortization', 'billing_date']}
          numberFields={['monthly_amortization']}
          dateFields={['billing_date']}
          fieldLabels={LOAN_LABELS}
          onSave={(values) =>
            changeAmortization.mutateAsync({
              loan_id: loan.loan_id,
              monthly_amortization: Number(values.monthly_amortization),
              billing_date: typeof values.billing_date === 'string' ? values.billing_date : '',
            })
          }
        />
      )}
      {payment && (
        <RecordFormModal
          opened
          onClose={() => setPayment(null)}
          mode="edit"
          title={LOAN_TEXT.paymentTitle(payment.payment_number)}
          record={payment}
          fields={['amount_due', 'amount_paid', 'date_paid']}
          displayOnlyFields={['amount_due']}
          optionalFields={['amount_paid', 'date_paid']}
          numberFields={['amount_paid']}
          dateFields={['date_paid']}
          fieldLabels={LOAN_LABELS}
          onSave={(values) =>
            recordPayment.mutateAsync({
              log_no: payment.log_no,
              amount_paid: typeof values.amount_paid === 'number' ? values.amount_paid : null,
              date_paid: typeof values.date_paid === 'string' ? values.date_paid : null,
              outstanding: payment.outstanding,
            })
          }
        />
      )}
    </Modal>
  );
}
