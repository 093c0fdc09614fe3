/**
 * The week's days with a time-in and no time-out, listed for correction (issue 22): each opens the
 * day's record. Shown only when there are some; a shift still running is 'In progress', not here.
 * Issue 28: the days and their count are the whole filter's (the server's summary), not the page's.
 */
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { employeeRowName, STATUS_COLORS, TA_TEXT, type TimesheetSummaryAnswer } from '@sahod/shared';

export type NoTimeOutDay = TimesheetSummaryAnswer['no_time_out'][number];

export function NoTimeOutList({
  days,
  count,
  onOpen,
}: {
  /** The first days (the server lists at most 30). */
  days: NoTimeOutDay[];
  /** Every such day under the filter. */
  count: number;
  onOpen: (day: NoTimeOutDay) => void;
}) {
  if (days.length === 0) return null;
  return (
    <Alert
      color={STATUS_COLORS['No time out']}
      variant="light"
      title={TA_TEXT.noTimeOutTitle(Math.max(count, days.length))}
      data-testid="no-time-out-list"
    >
      <Text size="sm" mb={4}>
        {TA_TEXT.noTimeOutHint}
      </Text>
      <Group gap="md" wrap="wrap">
        {days.map((d) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            key={`${d.employee.employee_id}|${d.date}`}
            onClick={() => onOpen(d)}
          >
            {employeeRowName(d.employee)} {d.date} (in {(d.record.start_time ?? '').slice(0, 5)})
          </Anchor>
        ))}
        {count > days.length && <Text size="sm">… {count - days.length} more</Text>}
      </Group>
    </Alert>
  );
}
