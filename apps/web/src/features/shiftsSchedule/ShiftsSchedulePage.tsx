/**
 * Shifts Schedule (spec 2, 4 "Schedule cell", 9): heading and note, cascading filters, the cards
 * (Selected Employees, Shift Coverage, Shift Usage), week navigation and the virtualised grid.
 * Clicking a cell opens the shift dialog; leave cells are not editable. Employees can be selected
 * for bulk assignment.
 */
import { Alert, Button, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import {
  employeeRowName,
  type GridEmployee,
  isLeaveShift,
  parseRestWeekdays,
  SCHEDULE_MSG,
  type ScheduleEntry,
  shiftCoverage,
  TA_TEXT,
  weekDates,
  weekdayOf,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { notifyError } from '../../components';
import { NO_FILTER, type OrgFilter, OrgFilters } from '../timeattendance/OrgFilters';
import { StatCard } from '../timeattendance/StatCard';
import { WeekGrid } from '../timeattendance/WeekGrid';
import { useWeek, WeekNav } from '../timeattendance/WeekNav';
import { useWeekPaging, WeekPages, WeekSearch } from '../timeattendance/WeekPager';
import {
  scheduleQuery,
  useBulkAssign,
  useCopyWeek,
  useCreateEntry,
  useDeleteEntry,
  useUpdateEntry,
} from './api';
import { BULK_TEXT, BulkAssignModal } from './BulkAssignModal';
import { REST_DAY, ScheduleCell } from './ScheduleCell';
import { type CellTarget, ShiftCellModal } from './ShiftCellModal';

/** The employee's rest days in effect (sent by the server; null: Sunday). */
function isRestDay(employee: GridEmployee, date: string): boolean {
  return (parseRestWeekdays(employee.rest_weekdays) ?? [0]).includes(weekdayOf(date));
}

const cellKey = (employeeId: number, date: string) => `${employeeId}|${date}`;

export function ShiftsSchedulePage() {
  const permissions = usePermission();
  const week = useWeek();
  const [filter, setFilter] = useState<OrgFilter>(NO_FILTER);
  const paging = useWeekPaging();
  const { data, isPending } = useQuery(
    scheduleQuery(week.monday, week.sunday, filter, paging.query, paging.page),
  );
  // The cards come with page 1 (the same query when page 1 is shown, cached by React Query).
  const { data: firstPage } = useQuery(scheduleQuery(week.monday, week.sunday, filter, paging.query, 1));
  const dates = useMemo(() => weekDates(week.monday), [week.monday]);
  const employees = data?.employees ?? [];
  const shifts = data?.shifts ?? [];
  const shiftById = useMemo(() => new Map(shifts.map((s) => [s.shift_id, s])), [shifts]);
  const entries = useMemo(() => {
    const map = new Map<string, ScheduleEntry>();
    for (const e of data?.entries ?? []) map.set(cellKey(e.employee_id, e.shift_date), e);
    return map;
  }, [data?.entries]);
  // Issue 28: the cards count the whole filter on the server (the grid holds one page).
  const total = data?.total ?? 0;
  const coverage = firstPage?.summary?.coverage ?? shiftCoverage(0, 0);
  const usage = firstPage?.summary?.usage ?? [];

  const [target, setTarget] = useState<CellTarget | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const bulk = useBulkAssign();
  const copy = useCopyWeek();

  // Selection across pages (issue 28): ticked employees stay selected while paging (and across
  // weeks); a new filter or search clears it. The header box ticks or clears the shown page.
  const selectedIds = useMemo(() => [...selected], [selected]);
  const pageIds = employees.map((e) => e.employee_id);
  const pageAllSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  function openCell(employee: GridEmployee, date: string) {
    const entry = entries.get(cellKey(employee.employee_id, date));
    if (entry && isLeaveShift(entry.shift_id)) {
      notifyError(SCHEDULE_MSG.leaveLocked);
      return;
    }
    setTarget({ employee, date, entry });
  }

  return (
    <Stack gap="md">
      <Title order={2}>{TA_TEXT.scheduleHeading}</Title>
      <Alert color="blue" variant="light">
        {TA_TEXT.scheduleNote}
      </Alert>
      <OrgFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          paging.setPage(1);
          setSelected(new Set());
        }}
      />
      <WeekSearch
        paging={{
          ...paging,
          setSearch: (text) => {
            paging.setSearch(text);
            setSelected(new Set());
          },
        }}
      />
      <Group align="stretch" gap="md" wrap="wrap">
        <StatCard title={TA_TEXT.selectedEmployees} testId="card-selected">
          <Text size="xl" fw={700}>
            {total}
          </Text>
        </StatCard>
        <StatCard title={TA_TEXT.shiftCoverage} testId="card-coverage">
          <Text size="lg" fw={700}>
            {coverage.text}
          </Text>
        </StatCard>
        <StatCard title={TA_TEXT.shiftUsage} testId="card-usage">
          {usage.length === 0 ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            usage.map((u) => (
              <Group key={u.shift_id} gap={6} wrap="nowrap">
                <ColorSwatch color={u.color_hex} size={12} />
                <Text size="sm">
                  {u.shift_name}: {u.count}
                </Text>
              </Group>
            ))
          )}
        </StatCard>
      </Group>
      <WeekNav week={week} />
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => setBulkOpen(true)}
          disabled={selectedIds.length === 0 || !(permissions.create && permissions.update)}
        >
          {BULK_TEXT.button} ({selectedIds.length})
        </Button>
      </Group>
      <WeekGrid
        employees={employees}
        dates={dates}
        emptyText={isPending ? 'Loading…' : 'No records found'}
        cellLabel={(employee, date) => {
          const entry = entries.get(cellKey(employee.employee_id, date));
          const shift = entry ? shiftById.get(entry.shift_id) : undefined;
          const empty = isRestDay(employee, date) ? REST_DAY : TA_TEXT.noShiftAssigned;
          return `${employeeRowName(employee)} ${date}: ${shift?.shift_name ?? empty}`;
        }}
        onCellClick={openCell}
        renderCell={(employee, date) => {
          const entry = entries.get(cellKey(employee.employee_id, date));
          return (
            <ScheduleCell
              shift={entry ? shiftById.get(entry.shift_id) : undefined}
              restDay={isRestDay(employee, date)}
            />
          );
        }}
        selection={{
          selected,
          toggle: (id) =>
            setSelected((s) => {
              const next = new Set(s);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            }),
          allSelected: pageAllSelected,
          toggleAll: () =>
            setSelected((s) => {
              const next = new Set(s);
              for (const id of pageIds) {
                if (pageAllSelected) next.delete(id);
                else next.add(id);
              }
              return next;
            }),
        }}
      />
      <WeekPages paging={paging} total={total} />
      <ShiftCellModal
        target={target}
        shifts={shifts}
        permissions={permissions}
        onClose={() => setTarget(null)}
        onSave={(t, shiftId) =>
          t.entry
            ? update.mutateAsync({ log_no: t.entry.log_no, shift_id: shiftId })
            : create.mutateAsync({
                employee_id: t.employee.employee_id,
                shift_date: t.date,
                shift_id: shiftId,
              })
        }
        onRemove={(t) => (t.entry ? remove.mutateAsync(t.entry.log_no) : Promise.resolve())}
      />
      {bulkOpen && (
        <BulkAssignModal
          opened
          monday={week.monday}
          employeeIds={selectedIds}
          shifts={shifts}
          permissions={permissions}
          onClose={() => setBulkOpen(false)}
          onAssign={(body) => bulk.mutateAsync(body)}
          onCopy={(body) => copy.mutateAsync(body)}
        />
      )}
    </Stack>
  );
}
