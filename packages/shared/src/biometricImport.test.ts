import { describe, expect, it } from 'vitest';
import { BIOMETRIC_MSG, classifyRows, sameTimes, uploadBatchSchema } from './biometricImport.ts';
import { isLeaveShift } from './timeattendance.ts';

const row = (code: string, date: string, start = '08:00:00', end: string | null = '17:00:00') => ({
  employee_code: code,
  shift_date: date,
  start_time: start,
  end_time: end,
  lunch_start: null,
  lunch_end: null,
  notes: 'NO RECORDED LUNCH',
});
const stored = (code: string, date: string, start: string, notes = 'NO RECORDED LUNCH') => ({
  log_no: 1,
  ...row(code, date, start),
  notes,
});
const shift = (code: string, date: string, shift_id: number) => ({
  employee_code: code,
  shift_date: date,
  shift_id,
  shift_name: 'x',
  start_time: null,
  end_time: null,
  overnight: false,
});

describe('classifyRows (spec 4 "Biometric import")', () => {
  it('adds new dates, overwrites changed ones, skips identical ones, lists unknown codes and leave days', () => {
    const rows = [
      row('00001', '2025-10-06'),
      row('00001', '2025-10-07'),
      row('00001', '2025-10-08'),
      row('00099', '2025-10-06'),
      row('00002', '2025-10-06'),
    ];
    const out = classifyRows(
      rows,
      {
        unknown_codes: ['00099'],
        records: [stored('00001', '2025-10-07', '07:00:00'), stored('00001', '2025-10-08', '08:00:00')],
        schedule: [shift('00002', '2025-10-06', 4), shift('00001', '2025-10-06', 1)],
        processed: [],
      },
      isLeaveShift,
    );
    expect(out.adding).toEqual([rows[0]]);
    expect(out.overwriting).toEqual([{ row: rows[1], old: stored('00001', '2025-10-07', '07:00:00') }]);
    expect(out.skipping).toEqual([rows[2]]);
    expect(out.errors).toEqual([
      { row: rows[3], error: BIOMETRIC_MSG.unknownEmployee },
      { row: rows[4], error: 'Cannot edit approved leaves.' },
    ]);
  });

  it('refuses rows on a date of a processed payroll, naming the period (issue 20)', () => {
    const rows = [row('00001', '2025-10-15'), row('00001', '2025-10-16'), row('00002', '2025-10-15')];
    const out = classifyRows(
      rows,
      {
        unknown_codes: [],
        records: [],
        schedule: [],
        processed: [{ employee_code: '00001', start_date: '2025-10-01', end_date: '2025-10-15' }],
      },
      isLeaveShift,
    );
    expect(out.adding).toEqual([rows[1], rows[2]]);
    expect(out.errors).toEqual([
      {
        row: rows[0],
        error:
          '2025-10-15 is in the processed payroll 2025-10-01 to 2025-10-15: its records can no longer be changed.',
      },
    ]);
  });

  it('a changed note alone is a change', () => {
    expect(sameTimes(row('1', 'd'), { ...row('1', 'd'), notes: 'COMPLETE RECORDS' })).toBe(false);
    expect(sameTimes(row('1', 'd'), { ...row('1', 'd') })).toBe(true);
  });
});

describe('uploadBatchSchema', () => {
  it('normalises times and refuses the same employee and date twice', () => {
    const ok = uploadBatchSchema.parse({
      payloadAdd: [row('00001', '2025-10-06', '08:05')],
      simplifiedOverwrite: [],
    });
    expect(ok.payloadAdd[0]?.start_time).toBe('08:05:00');
    const twice = uploadBatchSchema.safeParse({
      payloadAdd: [row('00001', '2025-10-06')],
      simplifiedOverwrite: [row('00001', '2025-10-06', '09:00')],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(BIOMETRIC_MSG.duplicateRow('00001', '2025-10-06'));
  });
});
