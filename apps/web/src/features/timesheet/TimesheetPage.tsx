/**
 * Timesheet (spec 2 "Timesheet", 4 "Timesheet day status", "Attendance distribution buckets", 9):
 * the weekly grid with the cascading filters, the cards (Selected Employees, Attendance Rate,
 * Attendance Distribution as a chart in the status colours), cells with the day's times, official
 * time and status from @sahod/payroll (the payroll counts the same), the add/edit form, Upload
 * Biometrics (view + update; upload/) and the dev tools (delete).
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lunchFlag, officialTime, type StatusAt } from '@sahod/payroll';
import {
  attendanceRate,
  BUCKET_COLORS,
  cellStatus,
  type DayCell,
  DISTRIBUTION_BUCKETS,
  type DistributionBucket,
  employeeRowName,
  type GridEmployee,
  hhmm,
  isLeaveShift,
  lunchFlagLabel,
  lunchFlagText,
  punchesText,
  type ScheduleEntry,
  type ShiftRow,
  STATUS_COLORS,
  shiftNotBegun,
  TA_TEXT,
  TIMESHEET_MSG,
  type TimesheetApplication,
  type TimesheetRecord,
  weekDates,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../app/permissions';
import { useUat } from '../../app/uat';
import { notifyError } from '../../components';
import { NO_FILTER, type OrgFilter, OrgFilters } from '../timeattendance/OrgFilters';
import { StatCard } from '../timeattendance/StatCard';
import { textOn, WeekGrid } from '../timeattendance/WeekGrid';
import { useWeek, WeekNav } from '../timeattendance/WeekNav';
import { useWeekPaging, WeekPages, WeekSearch } from '../timeattendance/WeekPager';
import {
  timesheetQuery,
  timesheetSummaryQuery,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from './api';
import { businessLabel, businessLog, businessStatus, businessTitle } from './business';
import { DevToolsModal } from './DevToolsModal';
import { NoTimeOutList } from './NoTimeOutList';
import { type RecordTarget, TimesheetRecordModal } from './TimesheetRecordModal';
import { UploadBiometrics } from './upload/UploadBiometrics';

const cellKey = (employeeId: number, date: string) => `${employeeId}|${date}`;

interface Cell {
  record: TimesheetRecord | undefined;
  shift: ShiftRow | undefined;
  /** The day's approved Official Business and Undertime (issue 27 section 3). */
  applications?: TimesheetApplication[];
}

const NONE: TimesheetApplication[] = [];

/** The day as the payroll counts it: an approved Official Business widens the log (issue 10). */
const toDayCell = (c: Cell, date: string): DayCell => ({
  log: businessLog(date, c.record ?? null, c.applications ?? NONE),
  shift: c.shift
    ? { shift_id: c.shift.shift_id, start_time: c.shift.start_time, end_time: c.shift.end_time }
    : null,
});

/** The day's status; an approved Undertime excuses the early departure (issue 10). */
const statusOf = (c: Cell, at: StatusAt) =>
  businessStatus(at.date, cellStatus(toDayCell(c, at.date), at), c.applications ?? NONE);

/** Official time as hours, minutes and decimal hours to 4 places (spec 9). */
export function officialText(cell: Cell, date: string): string {
  const day = toDayCell(cell, date);
  const t = officialTime(day.log, day.shift);
  return `${Math.floor(t.minutes / 60)}h ${t.minutes % 60}m (${t.hours.toFixed(4)})`;
}

export function TimesheetPage() {
  const permissions = usePermission();
  const uat = useUat();
  // A link to a day (the Payroll exceptions, issue 22): ?date=&company_id=&employee_id= opens the
  // week of that date for that company, and the employee's day once the week has loaded.
  const [params] = useSearchParams();
  const linkedDate = params.get('date');
  const linkedEmployee = Number(params.get('employee_id') ?? '');
  const week = useWeek(linkedDate);
  const [filter, setFilter] = useState<OrgFilter>(() => ({
    ...NO_FILTER,
    company_id: params.get('company_id') ?? '',
  }));
  const paging = useWeekPaging(params.get('search') ?? '');
  const { data, isPending } = useQuery(
    timesheetQuery(week.monday, week.sunday, filter, paging.query, paging.page),
  );
  // The cards over the whole filter, asked once the grid's page has answered (issue 28): on the
  // embedded database the two would otherwise queue one behind the other.
  const { data: cards } = useQuery({
    ...timesheetSummaryQuery(week.monday, week.sunday, filter, paging.query),
    enabled: data !== undefined,
  });
  const dates = useMemo(() => weekDates(week.monday), [week.monday]);
  const employees = data?.employees ?? [];

  const cells = useMemo(() => {
    const shiftById = new Map((data?.shifts ?? []).map((s) => [s.shift_id, s]));
    const records = new Map<string, TimesheetRecord>();
    for (const r of data?.records ?? []) records.set(cellKey(r.employee_id, r.shift_date), r);
    const entries = new Map<string, ScheduleEntry>();
    for (const e of data?.entries ?? []) entries.set(cellKey(e.employee_id, e.shift_date), e);
    const business = new Map<string, TimesheetApplication[]>();
    for (const a of data?.applications ?? []) {
      const key = cellKey(a.employee_id, a.effective_date);
      business.set(key, [...(business.get(key) ?? []), a]);
    }
    return (employeeId: number, date: string): Cell => {
      const key = cellKey(employeeId, date);
      const entry = entries.get(key);
      return {
        record: records.get(key),
        shift: entry ? shiftById.get(entry.shift_id) : undefined,
        applications: business.get(key),
      };
    };
  }, [data]);

  // Statuses are read against now (Asia/Manila): a shift not yet ended is 'In progress' (issue 22).
  // Refreshed with the data, so a cell turns 'No time out' on the next fetch after its shift ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: now is re-read when the week's data arrives
  const now = useMemo(() => new Date(), [data]);
  const atOf = useCallback((date: string): StatusAt => ({ date, now }), [now]);
  // Issue 28: the cards and the 'No time out' days are counted on the server over the whole filter
  // (the grid holds one page).
  const total = data?.total ?? 0;
  const rate = cards?.rate ?? attendanceRate(0, 0, dates.length);
  const distribution = (cards?.distribution ?? {}) as Partial<Record<DistributionBucket, number>>;
  const noTimeOut = cards?.no_time_out ?? [];

  const chartData = DISTRIBUTION_BUCKETS.map((bucket) => ({
    bucket,
    count: distribution[bucket] ?? 0,
    color: BUCKET_COLORS[bucket],
  }));

  const [target, setTarget] = useState<RecordTarget | null>(null);
  const [devOpen, setDevOpen] = useState(false);
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const remove = useDeleteRecord();

  function openCell(employee: GridEmployee, date: string) {
    const c = cells(employee.employee_id, date);
    if (c.shift && isLeaveShift(c.shift.shift_id)) {
      notifyError(TIMESHEET_MSG.leaveLocked);
      return;
    }
    if (!c.record && !permissions.create) return;
    setTarget({ employee, date, record: c.record, shift: c.shift });
  }

  const linkOpened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, when the linked week's data arrives
  useEffect(() => {
    if (linkOpened.current || !data || !linkedDate || !linkedEmployee) return;
    linkOpened.current = true;
    const employee = employees.find((e) => e.employee_id === linkedEmployee);
    if (employee) openCell(employee, linkedDate);
  }, [data]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{TA_TEXT.timesheetHeading}</Title>
        <Group gap="xs">
          {permissions.view && permissions.update && <UploadBiometrics />}
          {permissions.delete && uat && (
            <Button variant="default" onClick={() => setDevOpen(true)}>
              {TA_TEXT.devTools}
            </Button>
          )}
        </Group>
      </Group>
      <OrgFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          paging.setPage(1);
        }}
      />
      <WeekSearch paging={paging} />
      <Group align="stretch" gap="md" wrap="wrap">
        <StatCard title={TA_TEXT.selectedEmployees} testId="card-selected">
          <Text size="xl" fw={700}>
            {total}
          </Text>
        </StatCard>
        <StatCard title={TA_TEXT.attendanceRate} testId="card-rate">
          <Text size="lg" fw={700}>
            {cards ? rate.text : '…'}
          </Text>
        </StatCard>
        <Box style={{ flex: 3, minWidth: 360 }}>
          <StatCard title={TA_TEXT.attendanceDistribution} testId="card-distribution">
            <BarChart
              h={180}
              data={[
                { week: 'Employee-days', ...Object.fromEntries(chartData.map((d) => [d.bucket, d.count])) },
              ]}
              dataKey="week"
              series={chartData.map((d) => ({ name: d.bucket, color: d.color }))}
              tickLine="none"
              gridAxis="y"
              withXAxis={false}
              withTooltip
            />
            <Group gap={8} wrap="wrap" data-testid="distribution-counts" data-loaded={cards !== undefined}>
              {chartData.map((d) => (
                <Text key={d.bucket} size="xs" data-bucket={d.bucket}>
                  <span style={{ color: d.color }}>●</span> {d.bucket}: {cards ? d.count : '…'}
                </Text>
              ))}
            </Group>
          </StatCard>
        </Box>
      </Group>
      <NoTimeOutList
        days={noTimeOut}
        count={distribution['No time out'] ?? noTimeOut.length}
        onOpen={(d) =>
          setTarget({
            employee: d.employee,
            date: d.date,
            record: d.record,
            shift: (data?.shifts ?? []).find((s) => s.shift_id === d.shift_id),
          })
        }
      />
      <WeekNav week={week} />
      <WeekGrid
        employees={employees}
        dates={dates}
        showCode
        rowHeight={78}
        emptyText={isPending ? 'Loading…' : 'No records found'}
        cellLabel={(employee, date) => {
          const c = cells(employee.employee_id, date);
          return `${employeeRowName(employee)} ${date}: ${statusOf(c, atOf(date)) ?? 'No record'}`;
        }}
        onCellClick={openCell}
        renderCell={(employee, date) => (
          <TimesheetCell
            cell={cells(employee.employee_id, date)}
            upcoming={upcoming(cells(employee.employee_id, date), date, now)}
            at={atOf(date)}
          />
        )}
      />
      <WeekPages paging={paging} total={total} />
      <TimesheetRecordModal
        target={target}
        permissions={permissions}
        onClose={() => setTarget(null)}
        onSave={(t, v) => {
          const times = {
            start_time: v.start_time || null,
            end_time: v.end_time || null,
            lunch_start: v.lunch_start || null,
            lunch_end: v.lunch_end || null,
            notes: v.notes,
          };
          return t.record
            ? update.mutateAsync({ log_no: t.record.log_no, ...times })
            : create.mutateAsync({ employee_id: t.employee.employee_id, shift_date: t.date, ...times });
        }}
        onDelete={(t) => (t.record ? remove.mutateAsync(t.record.log_no) : Promise.resolve())}
      />
      {devOpen && (
        <DevToolsModal opened onClose={() => setDevOpen(false)} defaultRange={[week.monday, week.sunday]} />
      )}
    </Stack>
  );
}

/**
 * A working shift not begun yet (a later day, or today before its start, Asia/Manila) with no record:
 * shown as scheduled, not counted as absent.
 */
function upcoming(cell: Cell, date: string, now: Date): boolean {
  return shiftNotBegun(cell.record !== undefined, cell.shift, date, now);
}

export function TimesheetCell({ cell, upcoming, at }: { cell: Cell; upcoming: boolean; at: StatusAt }) {
  if (upcoming && cell.shift) {
    return (
      <Box
        data-testid="timesheet-cell"
        data-status="Scheduled"
        style={{
          width: '100%',
          borderRadius: 6,
          borderLeft: `4px solid ${cell.shift.color_hex}`,
          background: '#F8F9FA',
          padding: '2px 6px',
        }}
      >
        <Text size="xs" c="dimmed" truncate>
          {cell.shift.shift_name}
        </Text>
        <Text size="xs" c="dimmed">
          {hhmm(cell.shift.start_time)}-{hhmm(cell.shift.end_time)}
        </Text>
        <BusinessLines applications={cell.applications} />
      </Box>
    );
  }
  const status = statusOf(cell, at);
  if (status === null) {
    return (
      <Box
        data-testid="timesheet-cell"
        style={{ width: '100%', borderRadius: 6, background: '#F1F3F5', padding: '4px 6px' }}
      >
        <Text size="xs" c="dimmed">
          —
        </Text>
      </Box>
    );
  }
  const color = STATUS_COLORS[status];
  const leave = cell.shift !== undefined && isLeaveShift(cell.shift.shift_id);
  const lunch = cell.record ? lunchFlag(cell.record) : null;
  return (
    <Box
      data-testid="timesheet-cell"
      data-status={status}
      style={{
        width: '100%',
        borderRadius: 6,
        borderLeft: `4px solid ${color}`,
        background: '#F8F9FA',
        padding: '2px 6px',
        overflow: 'hidden',
      }}
    >
      {!leave && cell.record && (
        <Text size="xs" truncate>
          {punchesText(cell.record, status)}
        </Text>
      )}
      {!leave && lunch && (
        <Text size="xs" c="orange.8" fw={600} truncate title={lunchFlagText(lunch)} data-testid="lunch-flag">
          {lunchFlagLabel(lunch)}
        </Text>
      )}
      <BusinessLines applications={cell.applications} />
      {!leave && (cell.record || cell.applications) && (
        <Text size="xs" c="dimmed" truncate>
          {officialText(cell, at.date)}
        </Text>
      )}
      {/* The whole status, wrapping in a narrow day (issue 22 section 4: no 'EARLY DEPARTU…'). */}
      <Badge
        size="xs"
        radius="sm"
        tt="none"
        title={status}
        data-testid="timesheet-status"
        style={{ background: color, color: textOn(color), height: 'auto', maxWidth: '100%' }}
        styles={{
          label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
        }}
      >
        {status}
      </Badge>
    </Box>
  );
}

/** The day's approved Official Business and Undertime: 'OB 08:00-12:00', 'UT 15:00-17:00'. */
function BusinessLines({ applications }: { applications: TimesheetApplication[] | undefined }) {
  return (applications ?? NONE).map((a) => (
    <Text
      key={a.application_id}
      size="xs"
      c="indigo.8"
      fw={600}
      truncate
      title={businessTitle(a)}
      data-testid="timesheet-business"
    >
      {businessLabel(a)}
    </Text>
  ));
}
