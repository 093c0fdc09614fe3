/**
 * The week's days with a time-in and no time-out, listed for correction (issue 22): each opens the
 * day's record. Shown only when there are some; a shift still running is 'In progress', not here.
 */
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { employeeRowName, type GridEmployee, STATUS_COLORS, TA_TEXT } from '@sahod/shared';

export interface NoTimeOutDay {
  employee: GridEmployee;
  date: string;
  start: string;
}

const SHOWN = 30;

export function NoTimeOutList({
  days,
  onOpen,
}: {
  days: NoTimeOutDay[];
  onOpen: (employee: GridEmployee, date: string) => void;
}) {
  if (days.length === 0) return null;
  return (
    <Alert
      color={STATUS_COLORS['No time out']}
      variant="light"
      title={TA_TEXT.noTimeOutTitle(days.length)}
      data-testid="no-time-out-list"
    >
      <Text size="sm" mb={4}>
        {TA_TEXT.noTimeOutHint}
      </Text>
      <Group gap="md" wrap="wrap">
        {days.slice(0, SHOWN).map((d) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            key={`${d.employee.employee_id}|${d.date}`}
            onClick={() => onOpen(d.employee, d.date)}
          >
            {employeeRowName(d.employee)} {d.date} (in {d.start.slice(0, 5)})
          </Anchor>
        ))}
        {days.length > SHOWN && <Text size="sm">… {days.length - SHOWN} more</Text>}
      </Group>
    </Alert>
  );
}
