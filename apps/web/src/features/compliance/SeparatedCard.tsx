/**
 * 'Separated employees' (issue 17 section 4): every employee of the company with a separation date,
 * the 30-day final-pay deadline with a due/overdue badge, whether the final pay is processed, and
 * the final-pay statement (preview, PDF, process after a confirmation) and the COE PDF.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FINAL_PAY_TEXT, type SeparatedEmployee, separationReasonLabel } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { errorMessage, notifySuccess } from '../../components/notify';
import { useConfirm } from '../../components/useConfirm';
import { downloadPdf, finalPayQuery, separatedQuery, useProcessFinalPay } from './finalPayApi';
import { money } from './OutputCard';

type Row = SeparatedEmployee & Record<string, unknown>;

function DeadlineBadge({ row }: { row: SeparatedEmployee }) {
  if (row.payslip_id !== null) return <Badge color="green">{FINAL_PAY_TEXT.processed}</Badge>;
  if (row.overdue) return <Badge color="red">{FINAL_PAY_TEXT.overdue(-row.days_left)}</Badge>;
  return <Badge color={row.days_left <= 7 ? 'orange' : 'blue'}>{FINAL_PAY_TEXT.due(row.days_left)}</Badge>;
}

function FinalPayModal({ employeeId, onClose }: { employeeId: number | null; onClose: () => void }) {
  const query = useQuery(finalPayQuery(employeeId));
  const process = useProcessFinalPay();
  const confirm = useConfirm();
  const [payDate, setPayDate] = useState('');
  const s = query.data;
  const lines = (items: readonly { name: string; amount: number }[]) =>
    items.map((l) => (
      <Table.Tr key={l.name}>
        <Table.Td>{l.name}</Table.Td>
        <Table.Td ta="right">{money(l.amount)}</Table.Td>
      </Table.Tr>
    ));
  const total = (label: string, value: number) => (
    <Table.Tr>
      <Table.Td fw={700}>{label}</Table.Td>
      <Table.Td ta="right" fw={700}>
        {money(value)}
      </Table.Td>
    </Table.Tr>
  );
  const submit = async () => {
    if (!s || !(await confirm({ message: FINAL_PAY_TEXT.confirm, confirmLabel: FINAL_PAY_TEXT.process })))
      return;
    const result = await process.mutateAsync({ employee_id: s.employee_id, pay_date: payDate });
    notifySuccess(result.message);
  };
  return (
    <Modal opened={employeeId !== null} onClose={onClose} title={FINAL_PAY_TEXT.statementTitle} size="lg">
      {query.isError ? <Text c="red">{errorMessage(query.error, 'Request failed')}</Text> : null}
      {s ? (
        <Stack gap="xs" data-testid="finalpay-statement">
          <Text fw={700}>
            {s.name} ({s.employee_code})
          </Text>
          <Text size="sm">
            {FINAL_PAY_TEXT.separationDate}: {s.separation_date} ·{' '}
            {separationReasonLabel(s.separation_reason)} · {FINAL_PAY_TEXT.deadline}: {s.deadline}
            {s.period ? ` · ${s.period.start} to ${s.period.end}` : ''}
          </Text>
          {s.unpaid ? (
            <Text size="sm" data-testid="finalpay-unpaid">
              {FINAL_PAY_TEXT.daysCounted}: {s.unpaid.days} · {FINAL_PAY_TEXT.source}:{' '}
              {FINAL_PAY_TEXT.sourceLabel[s.unpaid.source]} · {money(s.unpaid.day_rate)}{' '}
              {FINAL_PAY_TEXT.perDay}
            </Text>
          ) : null}
          {s.opening_warning ? (
            <Alert color="yellow" data-testid="finalpay-opening-warning">
              {s.opening_warning}
            </Alert>
          ) : null}
          {s.unpaid?.message ? (
            <Alert color="yellow" data-testid="finalpay-no-basis">
              {s.unpaid.message}
            </Alert>
          ) : null}
          {s.thirteenth.before_sahod ? (
            <Text size="sm" c="dimmed">
              {FINAL_PAY_TEXT.beforeSahodThirteenth(
                money(s.thirteenth.before_sahod.basic_pay),
                money(s.thirteenth.before_sahod.thirteenth_paid),
              )}
            </Text>
          ) : null}
          {s.leave.lines && s.leave.lines.length > 0 ? (
            <Text size="sm" data-testid="finalpay-conversions">
              {FINAL_PAY_TEXT.conversions}:{' '}
              {s.leave.lines
                .map((l) => FINAL_PAY_TEXT.leaveDays(l.application_type, l.days, money(s.leave.daily_rate)))
                .join(' · ')}
            </Text>
          ) : null}
          <Table>
            <Table.Tbody>
              {lines(s.earnings)}
              {total(FINAL_PAY_TEXT.gross, s.gross_final_pay)}
              {lines(s.deductions)}
              {total(FINAL_PAY_TEXT.totalDeductions, s.total_deductions)}
              {s.unrecovered > 0
                ? lines([{ name: FINAL_PAY_TEXT.unrecovered, amount: s.unrecovered }])
                : null}
              {total(FINAL_PAY_TEXT.net, s.net_pay)}
            </Table.Tbody>
          </Table>
          <Group align="flex-end">
            <Button variant="default" onClick={() => downloadPdf('finalpay', s.employee_id)}>
              {FINAL_PAY_TEXT.pdf}
            </Button>
            {s.payslip_id === null ? (
              <>
                <TextInput
                  type="date"
                  label={FINAL_PAY_TEXT.payDate}
                  value={payDate}
                  onChange={(e) => setPayDate(e.currentTarget.value)}
                  data-testid="finalpay-pay-date"
                />
                <Button
                  onClick={submit}
                  loading={process.isPending}
                  disabled={payDate === '' || Boolean(s.unpaid?.message)}
                >
                  {FINAL_PAY_TEXT.process}
                </Button>
              </>
            ) : (
              <Badge color="green">
                {FINAL_PAY_TEXT.processed} {s.pay_date ?? ''}
              </Badge>
            )}
          </Group>
          {process.isError ? <Text c="red">{errorMessage(process.error, 'Request failed')}</Text> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** `seesPay`: the role has payroll view, without which the final pay stays closed (issue 20). */
export function SeparatedCard({ companyId, seesPay = true }: { companyId: string; seesPay?: boolean }) {
  const query = useQuery(separatedQuery(companyId));
  const [open, setOpen] = useState<number | null>(null);
  const rows = (query.data ?? []) as Row[];
  return (
    <Card withBorder padding="md" data-testid="compliance-card-separated">
      <Stack gap="xs">
        <Title order={4}>{FINAL_PAY_TEXT.cardTitle}</Title>
        {query.isError ? <Text c="dimmed">{errorMessage(query.error, 'Request failed')}</Text> : null}
        <DataTable
          data={rows}
          label={FINAL_PAY_TEXT.cardTitle}
          loading={query.isLoading}
          columns={['name', 'separation_date', 'separation_reason', 'deadline', 'payslip_id']}
          columnLabels={{
            name: FINAL_PAY_TEXT.name,
            separation_date: FINAL_PAY_TEXT.separationDate,
            separation_reason: FINAL_PAY_TEXT.reason,
            deadline: FINAL_PAY_TEXT.deadline,
            payslip_id: FINAL_PAY_TEXT.status,
          }}
          renderCell={{
            separation_reason: (r) => separationReasonLabel(r.separation_reason),
            payslip_id: (r) => <DeadlineBadge row={r} />,
          }}
          extraActions={(r) => (
            <Group gap={4} wrap="nowrap">
              {seesPay ? (
                <Button size="xs" variant="light" onClick={() => setOpen(r.employee_id)}>
                  {FINAL_PAY_TEXT.openFinalPay}
                </Button>
              ) : null}
              <Button size="xs" variant="default" onClick={() => downloadPdf('coe', r.employee_id)}>
                {FINAL_PAY_TEXT.coe}
              </Button>
            </Group>
          )}
          getRowId={(r) => String(r.employee_id)}
        />
      </Stack>
      <FinalPayModal employeeId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
