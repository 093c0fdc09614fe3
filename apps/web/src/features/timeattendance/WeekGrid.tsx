/**
 * The weekly grid of the Shifts Schedule and the Timesheet: one row per employee ('last, first'
 * with the designation below, optionally the code), one column per day ('Mon 05'). Rows are
 * virtualised (@tanstack/react-virtual), so a week of 1,000+ employees renders only what is in view.
 */
import { Box, Checkbox, Text, UnstyledButton } from '@mantine/core';
import { dayHeader, employeeRowName, type GridEmployee } from '@sahod/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

const NAME_WIDTH = 240;
const ROW_HEIGHT = 64;

export interface WeekGridProps {
  employees: readonly GridEmployee[];
  dates: readonly string[];
  renderCell: (employee: GridEmployee, date: string) => ReactNode;
  onCellClick: (employee: GridEmployee, date: string) => void;
  cellLabel: (employee: GridEmployee, date: string) => string;
  showCode?: boolean;
  /** Row selection (bulk assign): the selected employee ids and a toggle. */
  selection?: {
    selected: ReadonlySet<number>;
    toggle: (id: number) => void;
    toggleAll: () => void;
    /** Whether every shown row is selected (the selection may hold rows of other pages). */
    allSelected?: boolean;
  };
  height?: number;
  /** Each row's height (default 64 px); the Timesheet's cells need room for a two-line status. */
  rowHeight?: number;
  emptyText: string;
}

export function WeekGrid(props: WeekGridProps) {
  const { employees, dates, selection } = props;
  const rowHeight = props.rowHeight ?? ROW_HEIGHT;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: employees.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const columns = `${NAME_WIDTH}px repeat(${dates.length}, minmax(120px, 1fr))`;
  const allSelected =
    selection !== undefined &&
    (selection.allSelected ?? (employees.length > 0 && selection.selected.size === employees.length));

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-rowcount={employees.length + 1}
      data-testid="week-grid"
      style={{
        height: props.height ?? 600,
        overflow: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
      }}
    >
      <Box
        role="row"
        style={{
          display: 'grid',
          gridTemplateColumns: columns,
          position: 'sticky',
          top: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
          minWidth: NAME_WIDTH + dates.length * 120,
        }}
      >
        <Box role="columnheader" p="xs" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {selection && (
            <Checkbox
              aria-label="Select all shown employees"
              checked={allSelected}
              indeterminate={!allSelected && selection.selected.size > 0}
              onChange={selection.toggleAll}
            />
          )}
          <Text fw={600} size="sm">
            Employee
          </Text>
        </Box>
        {dates.map((date) => (
          <Box role="columnheader" key={date} p="xs">
            <Text fw={600} size="sm" ta="center">
              {dayHeader(date)}
            </Text>
          </Box>
        ))}
      </Box>
      {employees.length === 0 ? (
        <Text p="md" c="dimmed" ta="center">
          {props.emptyText}
        </Text>
      ) : (
        <Box
          style={{
            height: virtualizer.getTotalSize(),
            position: 'relative',
            minWidth: NAME_WIDTH + dates.length * 120,
          }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const employee = employees[item.index];
            if (!employee) return null;
            return (
              <Box
                key={employee.employee_id}
                role="row"
                aria-rowindex={item.index + 2}
                data-employee={employee.employee_id}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: rowHeight,
                  transform: `translateY(${item.start}px)`,
                  display: 'grid',
                  gridTemplateColumns: columns,
                  borderBottom: '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Box
                  role="rowheader"
                  px="xs"
                  style={{ display: 'flex', gap: 8, alignItems: 'center', overflow: 'hidden' }}
                >
                  {selection && (
                    <Checkbox
                      aria-label={`Select ${employeeRowName(employee)}`}
                      checked={selection.selected.has(employee.employee_id)}
                      onChange={() => selection.toggle(employee.employee_id)}
                    />
                  )}
                  <Box style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {props.showCode ? `${employee.employee_code} · ` : ''}
                      {employeeRowName(employee)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {employee.designation ?? ''}
                    </Text>
                  </Box>
                </Box>
                {dates.map((date) => (
                  <UnstyledButton
                    role="gridcell"
                    key={date}
                    aria-label={props.cellLabel(employee, date)}
                    onClick={() => props.onCellClick(employee, date)}
                    p={4}
                    style={{ display: 'flex' }}
                  >
                    {props.renderCell(employee, date)}
                  </UnstyledButton>
                ))}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** Dark or light text for a background colour, for contrast. */
export function textOn(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  if (Number.isNaN(value)) return '#000';
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1A1B1E' : '#FFFFFF';
}
