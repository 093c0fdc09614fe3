/**
 * Payroll Summary of one employee (spec 2 "Payroll", View): the processed note, the three cards, the
 * Calculation Breakdown, the Particulars / Earnings / Deductions / Balance table (a row per benefit
 * and per loan: amount due and balance when Pending, amount paid and outstanding when Processed or
 * Overlapping), TAKE HOME PAY and Close. Every figure is the server's (the engine's or the snapshot).
 */
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { PAYROLL_TEXT, type PayrollRow } from '@sahod/shared';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { AmountLine } from './AmountLine';
import { AttendanceFacts } from './AttendanceFacts';
import { useVoidPayslip } from './api';
import { percentOfGross, peso } from './summary';
import { TaxSplit } from './TaxSplit';
import { YearEndAdjustment, YearEndWarning } from './YearEndAdjustment';

export function SummaryCards({ gross, deductions, net }: { gross: number; deductions: number; net: number }) {
  return (
    <SimpleGrid cols={3}>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {PAYROLL_TEXT.totalEarnings}
        </Text>
        <Text fw={700}>{peso(gross)}</Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {PAYROLL_TEXT.totalDeductions}
        </Text>
        <Text fw={700}>{peso(deductions)}</Text>
        <Text size="xs" c="dimmed">
          {percentOfGross(deductions, gross)}% {PAYROLL_TEXT.ofGross}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {PAYROLL_TEXT.totalNetPay}
        </Text>
        <Text fw={700}>{peso(net)}</Text>
      </Card>
    </SimpleGrid>
  );
}

/** Void (beyond the spec): payroll delete, a required reason; the server reverses and unlocks. */
function VoidPayslip({ payslipId, onDone }: { payslipId: number; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const voiding = useVoidPayslip();
  return (
    <Stack gap="xs">
      <Text size="sm">{PAYROLL_TEXT.voidConfirm}</Text>
      <Textarea
        label={PAYROLL_TEXT.voidReason}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
        required
      />
      <Group justify="end">
        <Button
          color="red"
          disabled={reason.trim() === ''}
          loading={voiding.isPending}
          onClick={() => voiding.mutate({ payslip_id: payslipId, reason }, { onSuccess: onDone })}
        >
          {PAYROLL_TEXT.void}
        </Button>
      </Group>
    </Stack>
  );
}

export function PayrollSummaryModal({ row, onClose }: { row: PayrollRow; onClose: () => void }) {
  const permissions = usePermission();
  const [voiding, setVoiding] = useState(false);
  return (
    <Modal opened onClose={onClose} title={`${PAYROLL_TEXT.summaryTitle}: ${row.name}`} size="lg">
      <Stack gap="sm">
        <PayStatement row={row} />
        {voiding && row.payslip_id !== null && <VoidPayslip payslipId={row.payslip_id} onDone={onClose} />}
        <Group justify="end">
          {row.status === 'Processed' && permissions.delete && !voiding && (
            <Button color="red" variant="light" onClick={() => setVoiding(true)}>
              {PAYROLL_TEXT.void}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {PAYROLL_TEXT.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The statement itself: notes, cards, breakdown, particulars table and TAKE HOME PAY. */
export function PayStatement({ row }: { row: PayrollRow }) {
  const paid = row.status !== 'Pending';
  const otherDeductions = Object.entries(row.deductions);
  return (
    <Stack gap="sm">
      {row.status === 'Processed' && <Alert color="green">{PAYROLL_TEXT.processedNote}</Alert>}
      {row.status === 'Overlapping' && row.overlapping_period && (
        <Alert color="yellow">{PAYROLL_TEXT.overlapsWith(row.overlapping_period)}</Alert>
      )}
      {row.error && <Alert color="red">{row.error}</Alert>}
      <YearEndWarning row={row} />
      {row.pay_date && (
        <Text size="sm" c="dimmed" data-testid="pay-date">
          {PAYROLL_TEXT.payDate}: {row.pay_date}
        </Text>
      )}
      <SummaryCards gross={row.gross_pay} deductions={row.total_deductions} net={row.net_pay} />
      <Card
        withBorder
        padding="sm"
        bg={row.status === 'Processed' ? 'var(--mantine-color-green-light)' : undefined}
      >
        <Text fw={700} mb="xs">
          {PAYROLL_TEXT.breakdown}
        </Text>
        <AttendanceFacts row={row} />
        <Divider my="xs" />
        {Object.entries(row.gross_breakdown).map(([k, v]) => (
          <AmountLine key={k} label={k} value={v} />
        ))}
        <AmountLine label={PAYROLL_TEXT.grossPay} value={row.gross_base} strong />
        <AmountLine label={PAYROLL_TEXT.otherEarnings} value={row.earningsTotal + row.benefitsTotal} />
        <AmountLine label={PAYROLL_TEXT.totalEarnings} value={row.gross_pay} strong />
        {Object.entries(row.mandatories_breakdown).map(([k, v]) => (
          <AmountLine key={k} label={k} value={v} />
        ))}
        <AmountLine label={PAYROLL_TEXT.totalMandatories} value={row.mandatoriesTotal} strong />
        <AmountLine label={PAYROLL_TEXT.wtax} value={row.wtax} />
        <AmountLine label={PAYROLL_TEXT.otherDeductions} value={row.deductionsTotal + row.loansTotal} />
        <AmountLine label={PAYROLL_TEXT.totalDeductions} value={row.total_deductions} strong />
        <TaxSplit row={row} />
        <YearEndAdjustment row={row} />
      </Card>
      <Table withTableBorder striped aria-label={PAYROLL_TEXT.particulars}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PAYROLL_TEXT.particulars}</Table.Th>
            <Table.Th>{PAYROLL_TEXT.earnings}</Table.Th>
            <Table.Th>{PAYROLL_TEXT.deductions}</Table.Th>
            <Table.Th>{PAYROLL_TEXT.balance}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{PAYROLL_TEXT.grossPay}</Table.Td>
            <Table.Td>{peso(row.gross_base)}</Table.Td>
            <Table.Td />
            <Table.Td />
          </Table.Tr>
          {Object.entries(row.earnings).map(([k, v]) => (
            <Table.Tr key={`e-${k}`}>
              <Table.Td>{k}</Table.Td>
              <Table.Td>{peso(v)}</Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          ))}
          {Object.entries(row.benefits).map(([k, v]) => (
            <Table.Tr key={`b-${k}`}>
              <Table.Td>{k}</Table.Td>
              <Table.Td>{peso(v)}</Table.Td>
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{PAYROLL_TEXT.totalMandatories}</Table.Td>
            <Table.Td />
            <Table.Td>{peso(row.mandatoriesTotal)}</Table.Td>
            <Table.Td />
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{PAYROLL_TEXT.wtax}</Table.Td>
            <Table.Td />
            <Table.Td>{peso(row.wtax)}</Table.Td>
            <Table.Td />
          </Table.Tr>
          {otherDeductions.map(([k, v]) => (
            <Table.Tr key={`d-${k}`}>
              <Table.Td>{k}</Table.Td>
              <Table.Td />
              <Table.Td>{peso(v)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
          {paid
            ? row.paid_loans_breakdown.map((l) => (
                <Table.Tr key={`l-${l.loan_id}`}>
                  <Table.Td>{l.loan_name}</Table.Td>
                  <Table.Td />
                  <Table.Td>{peso(l.amount_paid)}</Table.Td>
                  <Table.Td>{peso(l.outstanding_balance)}</Table.Td>
                </Table.Tr>
              ))
            : row.loans_breakdown.map((l) => (
                <Table.Tr key={`l-${l.loan_id}`}>
                  <Table.Td>{l.loan_name}</Table.Td>
                  <Table.Td />
                  <Table.Td>{peso(l.amount_due)}</Table.Td>
                  <Table.Td>{peso(l.balance)}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text fw={700}>{PAYROLL_TEXT.takeHome}</Text>
        <Text fw={700} size="lg">
          {peso(row.net_pay)}
        </Text>
      </Group>
    </Stack>
  );
}
