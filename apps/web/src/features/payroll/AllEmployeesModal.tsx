/**
 * Payroll Summary (All Employees), opened by Calculate Payroll (spec 2): totals over the eligible
 * employees (Pending with net pay of zero or more), the summed gross and mandatory breakdowns, WTax,
 * Other Deductions, Total Deductions, TAKE HOME PAY, the employees (those left out listed with the
 * reason), Close and Process Payroll (disabled with nobody eligible or while loading) in a footer
 * that stays in view.
 */
import { Button, Card, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { PAYROLL_TEXT, type PayrollRow } from '@sahod/shared';
import { SummaryCards } from './PayrollSummaryModal';
import { exclusionReason, isEligible, peso, totalsOf } from './summary';

export function AllEmployeesModal({
  rows,
  processing,
  onProcess,
  onClose,
}: {
  rows: readonly PayrollRow[];
  processing: boolean;
  onProcess: (ids: number[]) => void;
  onClose: () => void;
}) {
  const totals = totalsOf(rows);
  const eligible = rows.filter(isEligible);
  const excluded = rows.filter((r) => exclusionReason(r) !== null);
  const line = (label: string, value: number, strong = false) => (
    <Group key={label} justify="space-between">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {peso(value)}
      </Text>
    </Group>
  );
  return (
    <Modal opened onClose={onClose} title={PAYROLL_TEXT.allEmployeesTitle} size="xl">
      <Stack gap="sm">
        <SummaryCards gross={totals.gross_pay} deductions={totals.total_deductions} net={totals.net_pay} />
        <Card withBorder padding="sm">
          <Text fw={700} mb="xs">
            {PAYROLL_TEXT.breakdown}
          </Text>
          {Object.entries(totals.gross_breakdown).map(([k, v]) => line(k, v))}
          {line(PAYROLL_TEXT.grossPay, totals.gross_base, true)}
          {line(PAYROLL_TEXT.otherEarnings, totals.earningsTotal + totals.benefitsTotal)}
          {line(PAYROLL_TEXT.totalEarnings, totals.gross_pay, true)}
          {Object.entries(totals.mandatories_breakdown).map(([k, v]) => line(k, v))}
          {line(PAYROLL_TEXT.totalMandatories, totals.mandatoriesTotal, true)}
          {line(PAYROLL_TEXT.wtax, totals.wtax)}
          {line(PAYROLL_TEXT.otherDeductions, totals.otherDeductions + totals.loansTotal)}
          {line(PAYROLL_TEXT.totalDeductions, totals.total_deductions, true)}
          {line(PAYROLL_TEXT.takeHome, totals.net_pay, true)}
        </Card>
        <ScrollArea.Autosize mah={300}>
          <Table withTableBorder striped aria-label={PAYROLL_TEXT.allEmployeesTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>{PAYROLL_TEXT.totalEarnings}</Table.Th>
                <Table.Th>{PAYROLL_TEXT.totalDeductions}</Table.Th>
                <Table.Th>{PAYROLL_TEXT.takeHome}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {eligible.map((r) => (
                <Table.Tr key={r.employee_id}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{peso(r.gross_pay)}</Table.Td>
                  <Table.Td>{peso(r.total_deductions)}</Table.Td>
                  <Table.Td>{peso(r.net_pay)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {excluded.length > 0 && (
          <Stack gap={2}>
            <Text fw={700} size="sm">
              {PAYROLL_TEXT.excluded}
            </Text>
            {excluded.map((r) => (
              <Text key={r.employee_id} size="sm" c="red">
                {r.name}: {exclusionReason(r)}
              </Text>
            ))}
          </Stack>
        )}
        {/* Stays in view however long the summary is (issue 22). */}
        <Group
          justify="end"
          py="sm"
          data-testid="process-footer"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Button variant="default" onClick={onClose}>
            {PAYROLL_TEXT.close}
          </Button>
          <Button
            onClick={() => onProcess(eligible.map((r) => r.employee_id))}
            disabled={eligible.length === 0 || processing}
            loading={processing}
          >
            {PAYROLL_TEXT.process}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
