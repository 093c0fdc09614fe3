/**
 * The Reports tab (spec 2 "Payroll", issue 12 section 3): four cards over Processed employees only,
 * each with Generate Report opening a full-screen report ('No data available' when there is nothing
 * to show). Pay Statements Summary (Select Employee), Deductions Summary, Loans Summary and the
 * Payroll Summary register by department, all from the stored snapshots the fetch returned.
 */
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import {
  Button,
  Card,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  PAYROLL_TEXT,
  type PayrollReportColumn,
  type PayrollRow,
  payrollByDepartment,
  payrollColumnTotal,
  payrollDeductionColumns,
  payrollLoanLines,
  payrollLoanStats,
  payrollPercentOf,
  payrollRegisterColumns,
} from '@sahod/shared';
import { useState } from 'react';
import { notifyError } from '../../components';
import { downloadPayslips, downloadRegister, downloadSummary, type PayrollFilter } from './api';
import { PayStatement } from './PayrollSummaryModal';
import { peso } from './summary';

type Report = 'statements' | 'deductions' | 'loans' | 'register';

const CARDS: ReadonlyArray<[Report, string, string]> = [
  ['statements', PAYROLL_TEXT.payStatements, PAYROLL_TEXT.payStatementsText],
  ['deductions', PAYROLL_TEXT.deductionsSummary, PAYROLL_TEXT.deductionsSummaryText],
  ['loans', PAYROLL_TEXT.loansSummary, PAYROLL_TEXT.loansSummaryText],
  ['register', PAYROLL_TEXT.payrollRegister, PAYROLL_TEXT.payrollRegisterText],
];

function MoneyTable({
  rows,
  columns,
  label,
}: {
  rows: readonly PayrollRow[];
  columns: PayrollReportColumn[];
  label: string;
}) {
  return (
    <ScrollArea>
      <Table withTableBorder striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.employee_id}>
              <Table.Td>{r.name}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.key}>{peso(c.value(r))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            {columns.map((c) => (
              <Table.Td key={c.key}>{peso(payrollColumnTotal(rows, c))}</Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function Statements({ rows, filter }: { rows: readonly PayrollRow[]; filter: PayrollFilter }) {
  const [id, setId] = useState<string | null>(String(rows[0]?.employee_id ?? ''));
  const row = rows.find((r) => String(r.employee_id) === id);
  return (
    <Stack>
      <Group>
        <Button variant="light" onClick={() => downloadPayslips(filter)}>
          {PAYROLL_TEXT.downloadPdf}
        </Button>
        {row && (
          <Button variant="light" onClick={() => downloadPayslips(filter, row.employee_id)}>
            {PAYROLL_TEXT.downloadOnePdf}
          </Button>
        )}
      </Group>
      <Select
        label={PAYROLL_TEXT.selectEmployee}
        data={rows.map((r) => ({ value: String(r.employee_id), label: `${r.employee_code} - ${r.name}` }))}
        value={id}
        onChange={setId}
        searchable
        w={360}
      />
      {row && (
        <Stack gap="xs">
          <Text fw={700} size="lg">
            {row.name}
          </Text>
          <Text size="sm">
            Employee ID: {row.employee_code} · {row.department ?? '—'} · {row.designation ?? '—'}
          </Text>
          <Text size="sm">
            Monthly Rate {peso(row.rates.monthly_rate)} · Day Rate {peso(row.rates.daily_rate)} · Hour Rate{' '}
            {peso(row.rates.hourly_rate)} · Leaves Remaining {row.leaves_remaining}
          </Text>
          <PayStatement row={row} />
        </Stack>
      )}
    </Stack>
  );
}

/** Export Excel and Export PDF of a summary report (server-side files from the stored snapshots). */
function SummaryExports({ filter, report }: { filter: PayrollFilter; report: 'deductions' | 'loans' }) {
  return (
    <Group>
      <Button variant="light" onClick={() => downloadSummary(filter, report, 'xlsx')}>
        {PAYROLL_TEXT.exportExcel}
      </Button>
      <Button variant="light" onClick={() => downloadSummary(filter, report, 'pdf')}>
        {PAYROLL_TEXT.exportPdf}
      </Button>
    </Group>
  );
}

function Deductions({ rows, filter }: { rows: readonly PayrollRow[]; filter: PayrollFilter }) {
  const columns = payrollDeductionColumns(rows);
  const totals = columns.map((c) => payrollColumnTotal(rows, c));
  const whole = totals.reduce((t, v) => t + Math.round(v * 100), 0) / 100;
  return (
    <Stack>
      <SummaryExports filter={filter} report="deductions" />
      <MoneyTable rows={rows} columns={columns} label={PAYROLL_TEXT.deductionsSummary} />
      <Group gap="lg">
        {columns.map((c, i) => (
          <Text key={c.key} size="sm">
            {c.label}: {payrollPercentOf(totals[i] ?? 0, whole)}%
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

function Loans({ rows, filter }: { rows: readonly PayrollRow[]; filter: PayrollFilter }) {
  const lines = payrollLoanLines(rows);
  const stats = payrollLoanStats(lines);
  return (
    <Stack>
      <SummaryExports filter={filter} report="loans" />
      <Group gap="lg">
        {Object.entries(stats.counts).map(([status, n]) => (
          <Text key={status}>
            {status}: {n}
          </Text>
        ))}
        <Text>Repayment: {stats.repayment}%</Text>
      </Group>
      <Table withTableBorder striped aria-label={PAYROLL_TEXT.loansSummary}>
        <Table.Thead>
          <Table.Tr>
            {[
              'Employee',
              'Loan',
              'Principal',
              'Paid this period',
              'Amount Paid',
              'Outstanding',
              'Monthly Payment',
              'Status',
            ].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.loan_id}>
              <Table.Td>{l.employee}</Table.Td>
              <Table.Td>{l.loan_name}</Table.Td>
              <Table.Td>{peso(l.principal)}</Table.Td>
              <Table.Td>{peso(l.amount_paid_now)}</Table.Td>
              <Table.Td>{peso(l.amount_paid)}</Table.Td>
              <Table.Td>{peso(l.outstanding_balance)}</Table.Td>
              <Table.Td>{peso(l.monthly_payment)}</Table.Td>
              <Table.Td>{l.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Register({ rows, filter }: { rows: readonly PayrollRow[]; filter: PayrollFilter }) {
  const columns = payrollRegisterColumns(rows);
  const groups = payrollByDepartment(rows);
  const gross = columns.find((c) => c.key === 'gross_pay') as PayrollReportColumn;
  return (
    <Stack>
      <Group>
        <Button variant="light" onClick={() => downloadRegister(filter)}>
          {PAYROLL_TEXT.exportExcel}
        </Button>
      </Group>
      <BarChart
        h={220}
        data={groups.map(([department, list]) => ({ department, cost: payrollColumnTotal(list, gross) }))}
        dataKey="department"
        series={[{ name: 'cost', label: PAYROLL_TEXT.totalEarnings, color: 'blue.6' }]}
      />
      {groups.map(([department, list]) => (
        <Stack key={department} gap={4}>
          <Text fw={700}>{department}</Text>
          <MoneyTable rows={list} columns={columns} label={`${PAYROLL_TEXT.payrollRegister} ${department}`} />
        </Stack>
      ))}
      <Text fw={700}>
        Company total:{' '}
        {peso(payrollColumnTotal(rows, columns.find((c) => c.key === 'net_pay') as PayrollReportColumn))}
      </Text>
    </Stack>
  );
}

export function ReportsTab({ rows, filter }: { rows: readonly PayrollRow[]; filter: PayrollFilter }) {
  const processed = rows.filter((r) => r.status === 'Processed');
  const [open, setOpen] = useState<Report | null>(null);
  const title = CARDS.find(([key]) => key === open)?.[1] ?? '';
  return (
    <Stack>
      <Text>{PAYROLL_TEXT.reportsNote}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {CARDS.map(([key, name, text]) => (
          <Card key={key} withBorder padding="md">
            <Text fw={700}>{name}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {text}
            </Text>
            <Button
              onClick={() => (processed.length === 0 ? notifyError(PAYROLL_TEXT.noData) : setOpen(key))}
              aria-label={`${PAYROLL_TEXT.generate}: ${name}`}
            >
              {PAYROLL_TEXT.generate}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      {open && (
        <Modal opened fullScreen onClose={() => setOpen(null)} title={title}>
          {open === 'statements' && <Statements rows={processed} filter={filter} />}
          {open === 'deductions' && <Deductions rows={processed} filter={filter} />}
          {open === 'loans' && <Loans rows={processed} filter={filter} />}
          {open === 'register' && <Register rows={processed} filter={filter} />}
          <Group justify="end" mt="md">
            <Button variant="default" onClick={() => setOpen(null)}>
              {PAYROLL_TEXT.close}
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
}
