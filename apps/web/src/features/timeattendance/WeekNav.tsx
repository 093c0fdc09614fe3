/** Week navigation (spec 2, 9): Previous / Today / Next, the week starting Monday, the month-year heading. */
import { Button, Group, Title } from '@mantine/core';
import { addDaysIso, manilaDateOf, TA_TEXT, weekHeading, weekStartOf } from '@sahod/shared';
import { useState } from 'react';

/** The Monday of the shown week; starts at this week (Manila). */
/** The week holding `initial` (yyyy-MM-dd, e.g. a link's day), else this week (Asia/Manila). */
export function useWeek(initial?: string | null) {
  const [monday, setMonday] = useState(() =>
    weekStartOf(initial && /^\d{4}-\d{2}-\d{2}$/.test(initial) ? initial : manilaDateOf(new Date())),
  );
  return {
    monday,
    sunday: addDaysIso(monday, 6),
    previous: () => setMonday((m) => addDaysIso(m, -7)),
    next: () => setMonday((m) => addDaysIso(m, 7)),
    today: () => setMonday(weekStartOf(manilaDateOf(new Date()))),
  };
}

export function WeekNav({ week }: { week: ReturnType<typeof useWeek> }) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={3} data-testid="week-heading">
        {weekHeading(week.monday)}
      </Title>
      <Group gap="xs">
        <Button variant="default" onClick={week.previous}>
          {TA_TEXT.previous}
        </Button>
        <Button variant="default" onClick={week.today}>
          {TA_TEXT.today}
        </Button>
        <Button variant="default" onClick={week.next}>
          {TA_TEXT.next}
        </Button>
      </Group>
    </Group>
  );
}
