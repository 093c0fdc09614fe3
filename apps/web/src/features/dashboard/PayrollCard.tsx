/**
 * The Payroll card of the Home dashboard (issue 26 section 1): the next cut-off and pay date with
 * the employees' statuses for it (per company under All Companies) and the payroll cost of the
 * last 12 months, a stacked bar chart with a table as its text alternative. Every figure comes
 * from GET /api/dashboard/payroll (the stored payslips); the chart only stacks them.
 */
import { Badge, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import {
  type DashboardNextPayroll,
  type DashboardPayroll,
  dayMonthYear,
  formatPesos,
  DASHBOARD_PAY_TEXT as T,
} from '@sahod/shared';
import { DashboardCard } from './DashboardCard';
import { LazyChart } from './LazyChart';
import { useDashboardCard } from './useDashboardCard';

const monthLabel = (month: string) => dayMonthYear(`${month}-01`).replace(/^1 /, '');

export const changeText = (pct: number | null) =>
  pct === null ? T.noChange : `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;

function Statuses({ n }: { n: DashboardNextPayroll }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="yellow" variant="light">
        {T.pending}: {n.pending}
      </Badge>
      <Badge color="green" variant="light">
        {T.processed}: {n.processed}
      </Badge>
      <Badge color="red" variant="light">
        {T.overlapping}: {n.overlapping}
      </Badge>
    </Group>
  );
}

function NextCutOff({ next, all }: { next: DashboardNextPayroll[]; all: boolean }) {
  if (next.length === 0) return <Text c="dimmed">{T.noNextPayroll}</Text>;
  const only = next[0] as DashboardNextPayroll;
  if (!all)
    return (
      <Stack gap={4}>
        <Text>
          {T.nextCutOff}: <b>{dayMonthYear(only.end_date)}</b> ({dayMonthYear(only.start_date)} to{' '}
          {dayMonthYear(only.end_date)}, {only.pay_period}) · {T.payDate}:{' '}
          <b>{dayMonthYear(only.pay_date)}</b>
        </Text>
        <Statuses n={only} />
      </Stack>
    );
  return (
    <Stack gap={6}>
      <Text fw={600}>{T.nextCutOffs}</Text>
      {next.map((n) => (
        <Stack key={n.company_id} gap={2}>
          <Text size="sm">
            <b>{n.company}</b>: {T.nextCutOff} {dayMonthYear(n.end_date)} · {T.payDate}{' '}
            {dayMonthYear(n.pay_date)}
          </Text>
          <Statuses n={n} />
        </Stack>
      ))}
    </Stack>
  );
}

function CostTable({ months }: { months: DashboardPayroll['months'] }) {
  return (
    <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': T.costTable }}>
      <Table striped withTableBorder fz="xs" aria-label={T.costTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.month}</Table.Th>
            <Table.Th>{T.gross}</Table.Th>
            <Table.Th>{T.employer}</Table.Th>
            <Table.Th>{T.net}</Table.Th>
            <Table.Th>{T.changeShort}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{monthLabel(m.month)}</Table.Td>
              <Table.Td>{formatPesos(m.gross_pay)}</Table.Td>
              <Table.Td>{formatPesos(m.employer_contributions)}</Table.Td>
              <Table.Td>{formatPesos(m.net_pay)}</Table.Td>
              <Table.Td>{m.change_pct === null ? '—' : changeText(m.change_pct)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function PayrollCard({ companyId }: { companyId: number | null }) {
  const { data, hidden, loading, error } = useDashboardCard<DashboardPayroll>(
    '/dashboard/payroll',
    companyId,
  );
  if (hidden) return null;
  const latest = data?.months[data.months.length - 1];
  return (
    <DashboardCard title={T.payroll} link="/earningsdeductions/payroll" linkLabel={T.openPayroll}>
      {loading && <Loader size="sm" aria-label={T.payroll} />}
      {error && <Text c="red">{error}</Text>}
      {data && (
        <Stack gap="sm">
          <NextCutOff next={data.next} all={companyId === null} />
          <Text fw={600}>{T.cost}</Text>
          {latest && (
            <Text size="sm">
              {monthLabel(latest.month)}, {T.change.toLowerCase()}: {changeText(latest.change_pct)}
            </Text>
          )}
          <div role="img" aria-label={T.chartLabel}>
            <LazyChart
              h={220}
              data={data.months.map((m) => ({
                month: monthLabel(m.month),
                net: m.net_pay,
                deductions: m.total_deductions,
                employer: m.employer_contributions,
              }))}
              dataKey="month"
              type="stacked"
              valueFormatter={formatPesos}
              yAxisProps={{ width: 100 }}
              barChartProps={{ accessibilityLayer: false }}
              withLegend
              series={[
                { name: 'net', label: T.net, color: 'teal.6' },
                { name: 'deductions', label: T.deductions, color: 'yellow.6' },
                { name: 'employer', label: T.employer, color: 'blue.6' },
              ]}
            />
          </div>
          <details>
            <summary>{T.costTable}</summary>
            <CostTable months={data.months} />
          </details>
        </Stack>
      )}
    </DashboardCard>
  );
}
