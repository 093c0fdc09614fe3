/**
 * The Today's attendance card of the Home dashboard (issue 26 section 1), from
 * GET /api/dashboard/attendance: scheduled, present, late, absent, on leave and not yet in as
 * numbers and one bar (its words are the bar's text alternative), the late and absent people (up
 * to 10 each) and 'view all' to the Timesheet for today. Hidden on 403 (no Timesheet view).
 */
import { Anchor, Box, Group, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  ATTENDANCE_TEXT as A,
  type AttendanceCounts,
  DASHBOARD_TEXT,
  type DashboardAttendance,
  hhmm,
  STATUS_COLORS,
} from '@sahod/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountedList } from './CountedList';
import { DashboardCard } from './DashboardCard';
import { useDashboardCard } from './useDashboardCard';

const BUCKETS: ReadonlyArray<{
  key: Exclude<keyof AttendanceCounts, 'scheduled'>;
  label: string;
  color: string;
}> = [
  { key: 'present', label: A.present, color: STATUS_COLORS.Present },
  { key: 'late', label: A.late, color: STATUS_COLORS.Late },
  { key: 'absent', label: A.absent, color: STATUS_COLORS.Absent },
  { key: 'on_leave', label: A.onLeave, color: STATUS_COLORS['Paid Leave'] },
  { key: 'not_yet_in', label: A.notYetIn, color: STATUS_COLORS['In progress'] },
];

/** The Timesheet's week holding `date` (today), for the company when one is chosen. */
export function timesheetLink(date: string | undefined, companyId: number | null): string {
  const params = new URLSearchParams();
  if (date) params.set('date', date);
  if (companyId !== null) params.set('company_id', String(companyId));
  const query = params.toString();
  return `/timeattendance/timesheet${query ? `?${query}` : ''}`;
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0} align="flex-start">
      <Group gap={6} wrap="nowrap">
        {color && <Box w={10} h={10} style={{ borderRadius: 2, background: color, flexShrink: 0 }} />}
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={700} size="xl">
        {value.toLocaleString('en-PH')}
      </Text>
    </Stack>
  );
}

/** One bar of today's buckets, each as wide as its share of the scheduled. */
function AttendanceBar({ counts }: { counts: AttendanceCounts }) {
  return (
    <Box
      role="img"
      aria-label={A.chart(counts)}
      h={14}
      style={{
        display: 'flex',
        borderRadius: 4,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-2)',
      }}
    >
      {BUCKETS.filter((b) => counts[b.key] > 0).map((b) => (
        <Box key={b.key} style={{ flexGrow: counts[b.key], flexBasis: 0, background: b.color }} />
      ))}
    </Box>
  );
}

function People({
  title,
  count,
  link,
  children,
}: {
  title: string;
  count: number;
  link: string;
  children: ReactNode;
}) {
  return (
    <CountedList
      title={title}
      count={count}
      color="orange"
      empty={A.nobody}
      footer={
        count > 0 && (
          <Text size="xs" c="dimmed">
            {count > 10 && `${DASHBOARD_TEXT.more(10, count)} `}
            <Anchor component={Link} to={link} size="xs" aria-label={`${title}: ${A.viewAll}`}>
              {A.viewAll}
            </Anchor>
          </Text>
        )
      }
    >
      {children}
    </CountedList>
  );
}

function Body({ data, link }: { data: DashboardAttendance; link: string }) {
  const { counts } = data;
  if (counts.scheduled === 0) return <Text c="dimmed">{A.nobodyScheduled}</Text>;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, xs: 6 }} spacing="xs" verticalSpacing="xs">
        <Figure label={A.scheduled} value={counts.scheduled} />
        {BUCKETS.map((b) => (
          <Figure key={b.key} label={b.label} value={counts[b.key]} color={b.color} />
        ))}
      </SimpleGrid>
      <AttendanceBar counts={counts} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <People title={A.late} count={counts.late} link={link}>
          {data.late.map((p) => (
            <List.Item key={p.employee_id}>
              {p.name}: {hhmm(p.time_in)}, {A.lateMinutes(p.late_minutes)}
            </List.Item>
          ))}
        </People>
        <People title={A.absent} count={counts.absent} link={link}>
          {data.absent.map((p) => (
            <List.Item key={p.employee_id}>
              {p.name}: {hhmm(p.shift_start)}-{hhmm(p.shift_end)}
            </List.Item>
          ))}
        </People>
      </SimpleGrid>
    </Stack>
  );
}

export function AttendanceCard({ companyId }: { companyId: number | null }) {
  const { data, hidden, loading, error } = useDashboardCard<DashboardAttendance>(
    '/dashboard/attendance',
    companyId,
  );
  if (hidden) return null;
  const link = timesheetLink(data?.date, companyId);
  return (
    <DashboardCard title={A.title} link={link} linkLabel={A.openTimesheet}>
      {loading && <Loader size="sm" aria-label={A.title} />}
      {error && <Text c="red">{error}</Text>}
      {data && <Body data={data} link={link} />}
    </DashboardCard>
  );
}
