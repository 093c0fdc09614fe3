/**
 * On the application form, before filing a leave (issue 22), what the server will do on each chosen
 * date, read from /applications/leaveDays (or /applicationsProxy/leaveDays for the chosen employee):
 * - which dates use no leave credit ('30 Nov 2026 is a regular holiday (Bonifacio Day): no leave
 *   credit is used.'; a rest day by the employee's work week), for a type that uses credits;
 * - for a full-day leave, the shift each date takes its start and end from, or that none is scheduled.
 * The rules are the server's (the same filing and approval apply); the form only shows them.
 */
import { Alert, Stack, Text } from '@mantine/core';
import {
  APPLICATION_MAX_RANGE_DAYS,
  dayDiff,
  dayMonthYear,
  isCalendarDate,
  LEAVE_DAYS_TEXT,
  type LeaveDays,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { leaveDaysQuery } from './api';

/** The range to ask about: the start alone until the End Date makes a range filing accepts. */
export function previewRange(start: string, end: string): { start: string; end: string } | null {
  if (!isCalendarDate(start)) return null;
  if (!isCalendarDate(end)) return { start, end: start };
  const days = dayDiff(start, end);
  return days >= 0 && days < APPLICATION_MAX_RANGE_DAYS ? { start, end } : { start, end: start };
}

const hhmm = (time: string) => time.slice(0, 5);

/** The lines of the two notes, from the server's answer. */
export function previewLines(data: LeaveDays, options: { usesCredits: boolean; fullDay: boolean }) {
  return {
    credit: options.usesCredits ? data.days.flatMap((d) => (d.credit_note ? [d.credit_note] : [])) : [],
    shifts: options.fullDay
      ? data.days.map((d) => ({
          date: d.date,
          ok: d.shift !== null,
          text: d.shift
            ? LEAVE_DAYS_TEXT.shiftLine(
                dayMonthYear(d.date),
                d.shift.name,
                hhmm(d.shift.start_time),
                hhmm(d.shift.end_time),
              )
            : (d.shift_note ?? ''),
        }))
      : [],
  };
}

export function LeaveDaysPreview({
  scope,
  employeeId,
  start,
  end,
  usesCredits,
  fullDay,
}: {
  scope: 'own' | 'proxy';
  /** The employee filed for (proxy); the session's own otherwise. */
  employeeId: string;
  start: string;
  end: string;
  usesCredits: boolean;
  fullDay: boolean;
}) {
  const range = previewRange(start, end);
  const wanted = range !== null && (usesCredits || fullDay) && (scope === 'own' || employeeId !== '');
  const { data } = useQuery({
    ...leaveDaysQuery(scope, employeeId, range ?? { start: '', end: '' }),
    enabled: wanted,
  });
  if (!wanted || !data) return null;
  const lines = previewLines(data, { usesCredits, fullDay });
  return (
    <>
      {lines.shifts.length > 0 && (
        <Stack gap={2} data-testid="full-day-times">
          {lines.shifts.map((line) => (
            <Text size="sm" key={line.date} c={line.ok ? undefined : 'orange.8'}>
              {line.text}
            </Text>
          ))}
        </Stack>
      )}
      {lines.credit.length > 0 && (
        <Alert color="teal" variant="light" data-testid="credit-free-dates">
          {lines.credit.map((note) => (
            <Text size="sm" key={note}>
              {note}
            </Text>
          ))}
        </Alert>
      )}
    </>
  );
}
