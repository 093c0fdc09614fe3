/**
 * The Upload Summary's notes (issue 22): the company's punch window and how many repeated punches
 * it counted once, and the lunches to review (longer than 2 hours or shorter than 15 minutes)
 * among the rows that would be written.
 */
import { Alert, Text } from '@mantine/core';
import type { BiometricDayRecord } from '@sahod/biometric';
import { lunchFlag } from '@sahod/payroll';
import { BIOMETRIC_TEXT, lunchFlagText, punchWindowNote } from '@sahod/shared';
import { useMemo } from 'react';
import type { UploadSummaryData } from './useBiometricUpload';

const SHOWN = 50;

/** The flagged lunches of the rows to add and to overwrite, in the summary's order. */
export function flaggedLunches(summary: UploadSummaryData): { row: BiometricDayRecord; text: string }[] {
  const rows = [...summary.rows.adding, ...summary.rows.overwriting.map((o) => o.row)];
  const flagged: { row: BiometricDayRecord; text: string }[] = [];
  for (const row of rows) {
    const flag = lunchFlag(row);
    if (flag) flagged.push({ row, text: lunchFlagText(flag) });
  }
  return flagged;
}

export function SummaryNotes({ summary }: { summary: UploadSummaryData }) {
  const flagged = useMemo(() => flaggedLunches(summary), [summary]);
  return (
    <Alert color="yellow" title={BIOMETRIC_TEXT.notes} data-testid="summary-notes">
      <Text size="sm">{punchWindowNote(summary.punchWindowMinutes, summary.repeatedPunches)}</Text>
      {flagged.length > 0 && (
        <>
          <Text size="sm" fw={600} mt={4}>
            {BIOMETRIC_TEXT.flaggedLunches(flagged.length)}
          </Text>
          {flagged.slice(0, SHOWN).map(({ row, text }) => (
            <Text size="sm" key={`${row.employee_code}|${row.shift_date}`} data-testid="flagged-lunch">
              {row.employee_code} {row.shift_date}: {text}
            </Text>
          ))}
          {flagged.length > SHOWN && <Text size="sm">… {flagged.length - SHOWN} more</Text>}
        </>
      )}
    </Alert>
  );
}
