/**
 * Past runs of the company (issue 22 "Where am I in the month?"): period, employees, totals, who
 * processed them and when; Open fetches that period and shows its reports.
 */
import { Anchor, Card, Table, Text } from '@mantine/core';
import { formatManilaDateTime, PAYROLL_RUNS_TEXT, PAYROLL_TEXT, type PayrollRun } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { runsQuery } from './api';
import { EmailPayslipsModal } from './EmailPayslipsModal';
import { peso } from './summary';

export function PastRuns({ companyId, onOpen }: { companyId: string; onOpen: (run: PayrollRun) => void }) {
  const { data } = useQuery(runsQuery(companyId));
  const [mailing, setMailing] = useState<PayrollRun | null>(null);
  if (!data) return null;
  return (
    <Card withBorder padding="md">
      {mailing && <EmailPayslipsModal companyId={companyId} run={mailing} onClose={() => setMailing(null)} />}
      <Text fw={700} mb="xs">
        {PAYROLL_RUNS_TEXT.pastRuns}
      </Text>
      {data.runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {PAYROLL_RUNS_TEXT.noRuns}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={PAYROLL_RUNS_TEXT.pastRuns}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Period</Table.Th>
              <Table.Th>Pay Date</Table.Th>
              <Table.Th ta="right">Employees</Table.Th>
              <Table.Th ta="right">{PAYROLL_TEXT.totalEarnings}</Table.Th>
              <Table.Th ta="right">{PAYROLL_TEXT.totalDeductions}</Table.Th>
              <Table.Th ta="right">Net Pay</Table.Th>
              <Table.Th>Processed By</Table.Th>
              <Table.Th>Processed At</Table.Th>
              <Table.Th>Reports</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.runs.map((r) => (
              <Table.Tr key={`${r.start_date}|${r.end_date}|${r.pay_period}`}>
                <Table.Td>
                  {r.start_date} – {r.end_date}
                  {r.pay_period ? ` (${r.pay_period})` : ''}
                </Table.Td>
                <Table.Td>{r.pay_date ?? ''}</Table.Td>
                <Table.Td ta="right">{r.employees}</Table.Td>
                <Table.Td ta="right">{peso(r.gross_pay)}</Table.Td>
                <Table.Td ta="right">{peso(r.total_deductions)}</Table.Td>
                <Table.Td ta="right">{peso(r.net_pay)}</Table.Td>
                <Table.Td>{r.processed_by ?? ''}</Table.Td>
                <Table.Td>{formatManilaDateTime(r.processed_at)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => onOpen(r)}
                    aria-label={`Open reports of ${r.start_date} – ${r.end_date}`}
                  >
                    {PAYROLL_RUNS_TEXT.openRun}
                  </Anchor>
                  {' · '}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setMailing(r)}
                    aria-label={`E-mail payslips of ${r.start_date} – ${r.end_date}`}
                  >
                    E-mail payslips
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
