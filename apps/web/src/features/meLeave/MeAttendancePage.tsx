/**
 * My Sahod Attendance (issue 24 §2): a month calendar of the employee's own days (shift, logs and
 * the timesheet's day status in the spec's colours; rest days and holidays), and a request to
 * correct a day's logs (Time Correction) from the day's details.
 */
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  CALENDAR_COLORS,
  type CalendarStatus,
  ME_LEAVE_TEXT,
  type MeAttendanceDay,
  manilaToday,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meAttendanceQuery } from './api';
import { CorrectionForm } from './CorrectionForm';
import { APPROVAL_COLORS, hm, MeQueryState } from './MeQueryState';
import { monthHeading, monthWeeks, shiftMonth, WEEKDAY_HEADERS } from './monthGrid';

const colorOf = (status: string | null) => (status ? CALENDAR_COLORS[status as CalendarStatus] : undefined);

const LEGEND: CalendarStatus[] = [
  'Present',
  'Late',
  'Early Departure',
  'Late & Early',
  'Absent',
  'No time out',
  'Paid Leave',
  'Unpaid Leave',
  'Rest Day',
  'Holiday',
];

function DayCell({ day, onOpen }: { day: MeAttendanceDay; onOpen: () => void }) {
  const color = colorOf(day.status);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`${day.date} ${day.status ?? day.shift_name ?? ''}`.trim()}
      data-testid="calendar-day"
      style={{
        minHeight: 56,
        borderRadius: 6,
        padding: 4,
        border: '1px solid var(--mantine-color-gray-3)',
        background: color ? `${color}26` : undefined,
        borderLeft: color ? `4px solid ${color}` : undefined,
      }}
    >
      <Text size="sm" fw={600}>
        {Number(day.date.slice(8, 10))}
      </Text>
      <Text size="10px" lh={1.2} c="dark.6" visibleFrom="xs">
        {day.status ?? (day.shift_name ? hm(day.shift_start) : '')}
      </Text>
      {day.correction === 'For Approval' && <Box w={6} h={6} bg="yellow.6" style={{ borderRadius: 3 }} />}
    </UnstyledButton>
  );
}

function DayDetails({ day, onDone }: { day: MeAttendanceDay; onDone: () => void }) {
  const [correcting, setCorrecting] = useState(false);
  // A leave day's logs are not corrected here: the timesheet refuses them ('Cannot edit approved leaves.').
  const onLeave = day.status === 'Paid Leave' || day.status === 'Unpaid Leave';
  const rows: [string, string][] = [
    [
      'Shift',
      day.shift_name
        ? `${day.shift_name} ${hm(day.shift_start)}-${hm(day.shift_end)}`
        : ME_LEAVE_TEXT.noShift,
    ],
    ['Time in', hm(day.start_time) || '—'],
    ['Time out', hm(day.end_time) || '—'],
    ['Lunch', day.lunch_start ? `${hm(day.lunch_start)}-${hm(day.lunch_end)}` : '—'],
  ];
  if (day.holiday) rows.push([ME_LEAVE_TEXT.holiday, day.holiday]);
  return (
    <Stack gap="sm">
      {day.status && (
        <Badge color={colorOf(day.status)} size="lg" autoContrast>
          {day.status}
        </Badge>
      )}
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between">
          <Text c="dimmed" size="sm">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Group>
      ))}
      {day.correction && (
        <Group justify="space-between">
          <Text c="dimmed" size="sm">
            {ME_LEAVE_TEXT.timeCorrection}
          </Text>
          <Badge color={APPROVAL_COLORS[day.correction] ?? 'gray'}>{day.correction}</Badge>
        </Group>
      )}
      {onLeave ? null : correcting ? (
        <CorrectionForm day={day} onDone={onDone} />
      ) : (
        <UnstyledButton onClick={() => setCorrecting(true)} c="blue.8" fw={600}>
          {ME_LEAVE_TEXT.requestCorrection}
        </UnstyledButton>
      )}
    </Stack>
  );
}

export function MeAttendancePage() {
  const [month, setMonth] = useState(() => manilaToday(new Date()).slice(0, 7));
  const [open, setOpen] = useState<MeAttendanceDay | null>(null);
  const attendance = useQuery(meAttendanceQuery(month));
  return (
    <Stack gap="md" pb={72}>
      <Title order={2}>{ME_LEAVE_TEXT.attendance}</Title>
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </ActionIcon>
        <Text fw={600}>{monthHeading(month)}</Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </ActionIcon>
      </Group>
      {!attendance.data ? (
        <MeQueryState error={attendance.error} />
      ) : (
        <Box>
          <SimpleGrid cols={7} spacing={4} mb={4}>
            {WEEKDAY_HEADERS.map((d) => (
              <Text key={d} size="xs" c="dimmed" ta="center">
                {d}
              </Text>
            ))}
          </SimpleGrid>
          <Stack gap={4}>
            {monthWeeks(attendance.data.days).map((week) => (
              <SimpleGrid key={week.find((d) => d)?.date} cols={7} spacing={4}>
                {week.map((day, i) =>
                  day ? (
                    <DayCell key={day.date} day={day} onOpen={() => setOpen(day)} />
                  ) : (
                    // A blank's place in its week is its identity: weeks never reorder.
                    <div key={`blank-${week.find((d) => d)?.date}-${String(i)}`} />
                  ),
                )}
              </SimpleGrid>
            ))}
          </Stack>
        </Box>
      )}
      <Group gap="xs">
        {LEGEND.map((status) => (
          <Group key={status} gap={4} wrap="nowrap">
            <Box w={10} h={10} style={{ background: CALENDAR_COLORS[status], borderRadius: 2 }} />
            <Text size="xs">{status}</Text>
          </Group>
        ))}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.date} centered>
        {open && <DayDetails key={open.date} day={open} onDone={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}
