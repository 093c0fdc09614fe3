import type { BiometricDayRecord } from '@sahod/biometric';
import { classifyRows, isLeaveShift } from '@sahod/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/test-utils';
import { UploadSummaryModal } from './UploadSummaryModal';
import { datesFrom, isBiometricFileName, type UploadSummaryData } from './useBiometricUpload';

const day = (code: string, date: string, start: string, end: string | null): BiometricDayRecord => ({
  employee_code: code,
  shift_date: date,
  start_time: start,
  end_time: end,
  lunch_start: null,
  lunch_end: null,
  notes: end ? 'NO RECORDED LUNCH' : 'NO RECORDED TIME OUT AND LUNCH',
});
const stored = (code: string, date: string, start: string) => ({
  log_no: 1,
  employee_code: code,
  shift_date: date,
  start_time: start,
  end_time: '17:00:00',
  lunch_start: null,
  lunch_end: null,
  notes: 'NO RECORDED LUNCH',
});

function summary(): UploadSummaryData {
  const rows = [
    day('00001', '2025-10-06', '07:55:00', '17:00:00'),
    day('00001', '2025-10-07', '07:50:00', '17:00:00'),
    day('00002', '2025-10-06', '08:02:00', '17:00:00'),
    day('00003', '2025-10-06', '08:00:00', '17:00:00'),
    day('00099', '2025-10-07', '07:59:00', null),
    day('00004', '2025-10-06', '08:00:00', '17:00:00'),
  ];
  return {
    fileName: 'attlog.txt',
    punchWindowMinutes: 5,
    repeatedPunches: 0,
    perDate: [
      { shift_date: '2025-10-06', employees: 4 },
      { shift_date: '2025-10-07', employees: 2 },
    ],
    rows: classifyRows(
      rows,
      {
        unknown_codes: ['00099'],
        records: [
          stored('00001', '2025-10-07', '08:00:00'),
          stored('00002', '2025-10-06', '08:00:00'),
          stored('00003', '2025-10-06', '08:00:00'),
        ],
        schedule: [],
        processed: [{ employee_code: '00004', start_date: '2025-10-01', end_date: '2025-10-15' }],
      },
      isLeaveShift,
    ),
    names: new Map([
      ['00001', 'Santos, Maria'],
      ['00002', 'Reyes, Jose'],
    ]),
    unknownCodes: ['00099'],
  };
}

describe('UploadSummaryModal', () => {
  it('shows every section, checks each overwrite by default and submits only the checked ones', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <UploadSummaryModal summary={summary()} submitting={false} onCancel={() => {}} onSubmit={onSubmit} />,
    );
    expect(screen.getByText('Date / Number of Employees')).toBeTruthy();
    expect(screen.getByTestId('summary-adding').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('summary-skipping').getAttribute('data-count')).toBe('1');
    expect(screen.getByTestId('summary-errors').textContent).toContain(
      '1 employee code matches no Active employee: 00099',
    );
    // Issue 20: a row on a date of a processed payroll is marked before Submit, naming the period,
    // and is not among the rows to add.
    expect(screen.getByTestId('summary-errors').textContent).toContain(
      '00004 2025-10-06: 2025-10-06 is in the processed payroll 2025-10-01 to 2025-10-15: its records can no longer be changed.',
    );
    const overwriting = screen.getByTestId('summary-overwriting');
    // Old and new side by side.
    expect(within(overwriting).getAllByText('08:00 -- -- 17:00')).toHaveLength(2);
    expect(within(overwriting).getByText('07:50 -- -- 17:00')).toBeTruthy();
    const first = screen.getByRole('checkbox', { name: 'Overwrite 00001 2025-10-07' }) as HTMLInputElement;
    const second = screen.getByRole('checkbox', { name: 'Overwrite 00002 2025-10-06' }) as HTMLInputElement;
    expect(first.checked && second.checked).toBe(true);
    await user.click(second);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect([...((onSubmit.mock.calls[0]?.[0] as Set<number> | undefined) ?? [])]).toEqual([0]);
  });
});

describe('Upload Summary notes (issue 22)', () => {
  const withLunch = (
    code: string,
    date: string,
    lunchStart: string,
    lunchEnd: string,
  ): BiometricDayRecord => ({
    employee_code: code,
    shift_date: date,
    start_time: '08:00:00',
    end_time: '17:00:00',
    lunch_start: lunchStart,
    lunch_end: lunchEnd,
    notes: 'COMPLETE RECORDS',
  });

  it("shows the company's punch window and the repeated punches, and lists the lunches to review", () => {
    const rows = [
      withLunch('00001', '2026-11-20', '12:51:15', '17:01:00'), // 250 min: longer than 2 hours
      withLunch('00002', '2026-11-20', '12:00:00', '12:10:00'), // 10 min: shorter than 15 minutes
      withLunch('00003', '2026-11-20', '12:00:00', '13:00:00'), // fine
    ];
    const data: UploadSummaryData = {
      ...summary(),
      punchWindowMinutes: 5,
      repeatedPunches: 3,
      rows: classifyRows(rows, { unknown_codes: [], records: [], schedule: [], processed: [] }, isLeaveShift),
    };
    renderWithProviders(
      <UploadSummaryModal summary={data} submitting={false} onCancel={() => {}} onSubmit={() => {}} />,
    );
    const notes = screen.getByTestId('summary-notes');
    expect(notes.textContent).toContain(
      'Punches of one employee within 5 minutes of each other count once: 3 repeated punches not counted.',
    );
    expect(notes.textContent).toContain('2 lunches to review:');
    expect(
      within(notes)
        .getAllByTestId('flagged-lunch')
        .map((e) => e.textContent),
    ).toEqual([
      '00001 2026-11-20: Lunch 4h 10m: longer than 2 hours',
      '00002 2026-11-20: Lunch 10m: shorter than 15 minutes',
    ]);
    // The row itself carries the flag beside its note.
    const adding = screen.getByTestId('summary-adding');
    expect(adding.textContent).toContain('COMPLETE RECORDS · Lunch 4h 10m: longer than 2 hours');
  });

  it('says so when the window is off (0); no lunch list without flags', () => {
    renderWithProviders(
      <UploadSummaryModal
        summary={{ ...summary(), punchWindowMinutes: 0, repeatedPunches: 1 }}
        submitting={false}
        onCancel={() => {}}
        onSubmit={() => {}}
      />,
    );
    const notes = screen.getByTestId('summary-notes');
    expect(notes.textContent).toContain(
      'Only identical punches of one employee count once: 1 repeated punch not counted.',
    );
    expect(within(notes).queryAllByTestId('flagged-lunch')).toHaveLength(0);
  });
});

describe('upload helpers', () => {
  it('accepts only .txt, .xls, .xlsx and .csv and lists every date of a range', () => {
    expect(['a.TXT', 'b.xls', 'c.xlsx', 'd.csv'].every(isBiometricFileName)).toBe(true);
    expect(['a.pdf', 'b.xls.pdf', 'txt', 'c.docx'].some(isBiometricFileName)).toBe(false);
    expect(datesFrom('2025-10-30', '2025-11-02')).toEqual([
      '2025-10-30',
      '2025-10-31',
      '2025-11-01',
      '2025-11-02',
    ]);
  });
});
