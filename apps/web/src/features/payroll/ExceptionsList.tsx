/**
 * Exceptions before processing (issue 22): the period's missing time-outs, flagged lunches,
 * scheduled days without a log or leave, logs on days without a shift and employees without a
 * schedule, as the server reads them with the engine's day rules. Each opens the day on the
 * Timesheet (that employee's week).
 */
import { Alert, Anchor, Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import {
  PAYROLL_EXCEPTION_LABELS,
  PAYROLL_RUNS_TEXT,
  type PayrollException,
  type PayrollExceptionKind,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { exceptionsQuery, type PayrollFilter } from './api';

const KIND_COLOR: Record<PayrollExceptionKind, string> = {
  no_time_out: 'orange',
  lunch_flag: 'yellow',
  no_log: 'red',
  no_shift: 'grape',
  no_schedule: 'gray',
};

/** The most listed; the rest are counted. */
const SHOWN = 200;

/** The employee's day on the Timesheet; the code is searched so the employee is on the grid's page (issue 28). */
export const timesheetLink = (
  companyId: string,
  e: Pick<PayrollException, 'employee_id' | 'employee_code' | 'date'>,
) =>
  `/timeattendance/timesheet?${new URLSearchParams({
    date: e.date,
    company_id: companyId,
    employee_id: String(e.employee_id),
    search: e.employee_code,
  })}`;

export function ExceptionsList({ filter }: { filter: PayrollFilter }) {
  const { data } = useQuery(exceptionsQuery(filter));
  if (!data) return null;
  if (data.length === 0)
    return (
      <Alert color="green" variant="light" data-testid="payroll-exceptions">
        {PAYROLL_RUNS_TEXT.noExceptions}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      title={PAYROLL_RUNS_TEXT.exceptionsTitle(data.length)}
      data-testid="payroll-exceptions"
    >
      <Text size="sm" mb="xs">
        {PAYROLL_RUNS_TEXT.exceptionsHint}
      </Text>
      <ScrollArea.Autosize mah={280} type="auto">
        <Stack gap={4}>
          {data.slice(0, SHOWN).map((e) => (
            <Group key={`${e.employee_id}|${e.kind}|${e.date}`} gap="xs" wrap="nowrap">
              <Badge color={KIND_COLOR[e.kind]} variant="light" w={170} style={{ flexShrink: 0 }}>
                {PAYROLL_EXCEPTION_LABELS[e.kind]}
              </Badge>
              <Anchor component={Link} to={timesheetLink(filter.company_id, e)} size="sm">
                {e.name} · {e.date}
              </Anchor>
              <Text size="sm" c="dimmed">
                {e.detail}
              </Text>
            </Group>
          ))}
          {data.length > SHOWN && <Text size="sm">… {data.length - SHOWN} more</Text>}
        </Stack>
      </ScrollArea.Autosize>
    </Alert>
  );
}
