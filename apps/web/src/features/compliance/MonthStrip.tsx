/**
 * A 12-month strip per output (issue 16 section 3): the twelve months up to the chosen one, each
 * marked when a file or report of that output was generated and downloaded (compliance_files).
 */
import { Group, Tooltip, UnstyledButton } from '@mantine/core';
import { formatManilaDate } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { filesQuery, type GeneratedFileRow } from './outputsApi';
import { OUTPUT_TEXT } from './texts';

/** The twelve months (yyyy-MM) ending with `period`, oldest first. */
export function twelveMonths(period: string): string[] {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 12 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The month a recorded file belongs to: its period, or a bank payroll's end date's month. */
export const fileMonth = (f: GeneratedFileRow) =>
  f.period.includes('..') ? f.period.slice(12, 19) : f.period;

/** A month as people read it: 'Sep 2025'. */
export const monthName = (month: string) =>
  `${OUTPUT_TEXT.monthNames[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

export function MonthStrip({
  companyId,
  output,
  period,
  onPick,
}: {
  companyId: string;
  /** 'sss', ..., or 'bank:bpi'. */
  output: string;
  period: string;
  onPick?: (month: string) => void;
}) {
  const files = useQuery(filesQuery(companyId));
  const mine = (files.data ?? []).filter((f) => f.output === output);
  return (
    <Group gap={2} data-testid={`month-strip-${output}`} aria-label={OUTPUT_TEXT.stripLabel}>
      {twelveMonths(period).map((month) => {
        const done = mine.filter((f) => fileMonth(f) === month);
        const label = done.length
          ? OUTPUT_TEXT.stripDone(monthName(month), done.length, formatManilaDate(done[0]!.created_at))
          : OUTPUT_TEXT.stripNone(monthName(month));
        return (
          <Tooltip key={month} label={label}>
            <UnstyledButton
              aria-label={label}
              data-done={done.length > 0}
              onClick={() => onPick?.(month)}
              style={{
                width: 30,
                height: 18,
                fontSize: 10,
                textAlign: 'center',
                borderRadius: 3,
                outline: month === period ? '2px solid var(--mantine-color-blue-6)' : undefined,
                background: done.length ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-2)',
                color: done.length ? 'white' : 'var(--mantine-color-gray-7)',
              }}
            >
              {OUTPUT_TEXT.monthNames[Number(month.slice(5)) - 1]}
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </Group>
  );
}
