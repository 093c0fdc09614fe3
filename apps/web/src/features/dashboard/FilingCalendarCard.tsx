/**
 * The Filing calendar card of the Home dashboard (issue 26 section 1): this month's and next
 * month's deadlines (GET /api/dashboard/filings), each with whether its output was generated,
 * red when overdue. Under All Companies a filing tells how many companies generated it.
 */
import { Badge, Loader, ScrollArea, Table, Text } from '@mantine/core';
import {
  type DashboardFiling,
  type DashboardFilings,
  dayMonthYear,
  DASHBOARD_PAY_TEXT as T,
} from '@sahod/shared';
import { DashboardCard } from './DashboardCard';
import { useDashboardCard } from './useDashboardCard';

const periodText = (period: string) =>
  period.length === 7 ? dayMonthYear(`${period}-01`).replace(/^1 /, '') : period;

function Status({ f, all }: { f: DashboardFiling; all: boolean }) {
  const done = f.companies.filter((c) => c.generated).length;
  const label = f.generated ? T.generated : f.overdue ? T.overdue : T.notGenerated;
  return (
    <>
      <Badge
        color={f.generated ? 'green' : f.overdue ? 'red' : 'gray'}
        variant={f.overdue ? 'filled' : 'light'}
        tt="none"
        h="auto"
        styles={{ label: { overflow: 'visible', whiteSpace: 'normal' } }}
      >
        {label}
      </Badge>
      {all && f.companies.length > 1 && (
        <Text size="xs" c="dimmed">
          {T.generated}: {T.companiesGenerated(done, f.companies.length)}
        </Text>
      )}
    </>
  );
}

export function FilingCalendarCard({ companyId }: { companyId: number | null }) {
  const { data, hidden, loading, error } = useDashboardCard<DashboardFilings>(
    '/dashboard/filings',
    companyId,
  );
  if (hidden) return null;
  return (
    <DashboardCard title={T.filings} link="/compliance" linkLabel={T.openCompliance}>
      {loading && <Loader size="sm" aria-label={T.filings} />}
      {error && <Text c="red">{error}</Text>}
      {data && data.filings.length === 0 && <Text c="dimmed">{T.noFilings}</Text>}
      {data && data.filings.length > 0 && (
        <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': T.filings }}>
          <Table fz="sm" aria-label={T.filings}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.filing}</Table.Th>
                <Table.Th>{T.period}</Table.Th>
                <Table.Th>{T.due}</Table.Th>
                <Table.Th>{T.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.filings.map((f) => (
                <Table.Tr key={`${f.output} ${f.period}`} data-overdue={f.overdue || undefined}>
                  <Table.Td>{f.label}</Table.Td>
                  <Table.Td>{periodText(f.period)}</Table.Td>
                  <Table.Td c={f.overdue ? 'red.8' : undefined} fw={f.overdue ? 700 : undefined}>
                    {dayMonthYear(f.due_date)}
                  </Table.Td>
                  <Table.Td>
                    <Status f={f} all={companyId === null} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </DashboardCard>
  );
}
