/**
 * The People card of the Home dashboard (issue 26 section 1), from GET /api/dashboard/people:
 * headcount by company and department (a bar chart with a table as its text alternative), hires
 * and separations this month, probation ending in the next 30 days, documents expiring in the next
 * 30 days or expired, birthdays and work anniversaries this month. Hidden on 403 (no Employee
 * Profile view).
 */
import { Anchor, Badge, List, Loader, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type DashboardPeople, dayMonthYear, DASHBOARD_TEXT as T } from '@sahod/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountedList } from './CountedList';
import { DashboardCard } from './DashboardCard';
import { LazyChart } from './LazyChart';
import { useDashboardCard } from './useDashboardCard';

interface Row {
  key: string;
  employee_id: number;
  employee_name: string;
  detail: ReactNode;
}

function PeopleList({ title, count, rows }: { title: string; count: number; rows: Row[] }) {
  return (
    <CountedList
      title={title}
      count={count}
      color="blue"
      empty={T.none}
      footer={
        count > rows.length && (
          <Text size="xs" c="dimmed">
            {T.more(rows.length, count)}
          </Text>
        )
      }
    >
      {rows.map((r) => (
        <List.Item key={r.key}>
          <Anchor component={Link} to={`/employees/${r.employee_id}`} size="sm">
            {r.employee_name}
          </Anchor>
          : {r.detail}
        </List.Item>
      ))}
    </CountedList>
  );
}

const groupLabel = (r: DashboardPeople['headcount'][number], all: boolean) => {
  const department = r.department || T.noDepartment;
  return all ? `${r.company} · ${department}` : department;
};

function Headcount({ data, all }: { data: DashboardPeople; all: boolean }) {
  const bars = data.headcount.map((r) => ({ group: groupLabel(r, all), employees: r.count }));
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {T.headcount}: {data.total}
      </Text>
      {bars.length > 0 && (
        <div role="img" aria-label={T.chartLabel}>
          <LazyChart
            h={Math.max(120, bars.length * (all ? 40 : 28) + 40)}
            data={bars}
            dataKey="group"
            orientation="vertical"
            yAxisProps={{ width: all ? 210 : 140, tick: { fontSize: 11 }, interval: 0 }}
            barChartProps={{ accessibilityLayer: false }}
            series={[{ name: 'employees', label: T.employees, color: 'indigo.6' }]}
          />
        </div>
      )}
      <details>
        <summary>{T.headcountTable}</summary>
        <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': T.headcountTable }}>
          <Table striped withTableBorder fz="xs" aria-label={T.headcountTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.company}</Table.Th>
                <Table.Th>{T.department}</Table.Th>
                <Table.Th>{T.employees}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.headcount.map((r) => (
                <Table.Tr key={`${r.company_id} ${r.department}`}>
                  <Table.Td>{r.company}</Table.Td>
                  <Table.Td>{r.department || T.noDepartment}</Table.Td>
                  <Table.Td>{r.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </details>
    </Stack>
  );
}

function Lists({ data }: { data: DashboardPeople }) {
  const dated = (list: DashboardPeople['hires'], prefix: string) =>
    list.rows.map((r) => ({ ...r, key: `${prefix}${r.employee_id}`, detail: dayMonthYear(r.date) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <PeopleList
        title={T.probation}
        count={data.probation.count}
        rows={data.probation.rows.map((r) => ({
          ...r,
          key: `p${r.employee_id}`,
          detail: dayMonthYear(r.probation_end),
        }))}
      />
      <PeopleList
        title={T.documents}
        count={data.documents.count}
        rows={data.documents.rows.map((r) => ({
          ...r,
          key: `d${r.employee_id} ${r.reference_no}`,
          detail: (
            <>
              {r.document_type}, {dayMonthYear(r.date_expiry)}
              {r.expired && (
                <Badge color="red" size="xs" ml={4}>
                  {T.expired}
                </Badge>
              )}
            </>
          ),
        }))}
      />
      <PeopleList title={T.hires} count={data.hires.count} rows={dated(data.hires, 'h')} />
      <PeopleList title={T.separations} count={data.separations.count} rows={dated(data.separations, 's')} />
      <PeopleList title={T.birthdays} count={data.birthdays.count} rows={dated(data.birthdays, 'b')} />
      <PeopleList
        title={T.anniversaries}
        count={data.anniversaries.count}
        rows={data.anniversaries.rows.map((r) => ({
          ...r,
          key: `a${r.employee_id}`,
          detail: `${T.years(r.years)} (${dayMonthYear(r.date_hired)})`,
        }))}
      />
    </SimpleGrid>
  );
}

export function PeopleCard({ companyId }: { companyId: number | null }) {
  const { data, hidden, loading, error } = useDashboardCard<DashboardPeople>('/dashboard/people', companyId);
  if (hidden) return null;
  return (
    <DashboardCard title={T.people} link="/employees" linkLabel={T.openEmployees}>
      {loading && <Loader size="sm" aria-label={T.people} />}
      {error && <Text c="red">{error}</Text>}
      {data && (
        <Stack gap="sm">
          <Headcount data={data} all={companyId === null} />
          <Lists data={data} />
        </Stack>
      )}
    </DashboardCard>
  );
}
