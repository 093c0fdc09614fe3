import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collapseRepeatedPunches,
  DEFAULT_PUNCH_WINDOW_MINUTES,
  employeesPerDate,
  groupPunches,
  groupPunchesWithCounts,
  isOvernight,
  type ScheduleEntry,
  scheduleLookup,
  scheduleRange,
} from './group.ts';
import type { Punch } from './types.ts';

function punches(code: string, date: string, ...times: string[]): Punch[] {
  return times.map((time) => ({ employee_code: code, date, time }));
}

describe('grouping by number of distinct punches (spec 9)', () => {
  it('1: start only', () => {
    expect(groupPunches(punches('00001', '2025-10-06', '08:00:00'))).toEqual([
      {
        employee_code: '00001',
        shift_date: '2025-10-06',
        start_time: '08:00:00',
        end_time: null,
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED TIME OUT AND LUNCH',
      },
    ]);
  });

  it('2: start and end', () => {
    expect(groupPunches(punches('00001', '2025-10-06', '17:00:00', '08:00:00'))[0]).toEqual({
      employee_code: '00001',
      shift_date: '2025-10-06',
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: null,
      lunch_end: null,
      notes: 'NO RECORDED LUNCH',
    });
  });

  it('3: the middle punch is dropped', () => {
    expect(groupPunches(punches('00001', '2025-10-06', '08:00:00', '12:00:00', '17:00:00'))[0]).toEqual({
      employee_code: '00001',
      shift_date: '2025-10-06',
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: null,
      lunch_end: null,
      notes: 'MISSING LUNCH RECORD',
    });
  });

  it('4: start, lunch start, lunch end, end', () => {
    expect(
      groupPunches(punches('00001', '2025-10-06', '13:00:00', '08:00:00', '17:00:00', '12:00:00'))[0],
    ).toEqual({
      employee_code: '00001',
      shift_date: '2025-10-06',
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: '12:00:00',
      lunch_end: '13:00:00',
      notes: 'COMPLETE RECORDS',
    });
  });

  it('more than 4: the first three plus the last', () => {
    const day = punches(
      '00001',
      '2025-10-06',
      '08:00:00',
      '12:00:00',
      '12:30:00',
      '13:00:00',
      '15:00:00',
      '17:00:00',
    );
    expect(groupPunches(day)[0]).toEqual({
      employee_code: '00001',
      shift_date: '2025-10-06',
      start_time: '08:00:00',
      end_time: '17:00:00',
      lunch_start: '12:00:00',
      lunch_end: '12:30:00',
      notes: 'COMPLETE/TRIMMED RECORDS',
    });
  });

  it('drops exact duplicates before counting (two identical punches are one)', () => {
    const day = punches('00001', '2025-10-06', '06:45:00', '06:45:00', '17:00:00', '17:00:00');
    expect(groupPunches(day)[0]).toMatchObject({
      start_time: '06:45:00',
      end_time: '17:00:00',
      notes: 'NO RECORDED LUNCH',
    });
    // With the window off, one second apart is not a duplicate.
    const close = punches('00001', '2025-10-06', '06:45:00', '06:45:01');
    expect(groupPunches(close, { punchWindowMinutes: 0 })[0]).toMatchObject({
      start_time: '06:45:00',
      end_time: '06:45:01',
    });
  });

  it('makes one record per employee and calendar date, sorted by code then date', () => {
    const all = [
      ...punches('00002', '2025-10-07', '08:00:00'),
      ...punches('00001', '2025-10-07', '08:00:00'),
      ...punches('00001', '2025-10-06', '08:00:00', '17:00:00'),
    ];
    expect(groupPunches(all).map((r) => `${r.employee_code} ${r.shift_date}`)).toEqual([
      '00001 2025-10-06',
      '00001 2025-10-07',
      '00002 2025-10-07',
    ]);
  });

  it('without a schedule, punches after midnight stay on their calendar date', () => {
    const night = [
      ...punches('00007', '2025-10-06', '22:00:00'),
      ...punches('00007', '2025-10-07', '06:02:00'),
    ];
    expect(groupPunches(night).map((r) => [r.shift_date, r.start_time, r.end_time])).toEqual([
      ['2025-10-06', '22:00:00', null],
      ['2025-10-07', '06:02:00', null],
    ]);
  });
});

const NIGHT = { start_time: '22:00:00', end_time: '07:00:00' };
const DAY_SHIFT = { start_time: '08:00:00', end_time: '17:00:00' };

function schedule(
  code: string,
  shifts: Record<string, { start_time: string; end_time: string; overnight?: boolean }>,
) {
  return scheduleLookup(
    Object.entries(shifts).map(
      ([shift_date, shift]): ScheduleEntry => ({ employee_code: code, shift_date, ...shift }),
    ),
  );
}

describe('overnight shifts: the next-day logout', () => {
  it('moves the punches after midnight that close the shift to its start date', () => {
    const night = [
      ...punches('00007', '2025-10-06', '21:55:10'),
      ...punches('00007', '2025-10-07', '02:00:00', '02:59:00', '07:04:00'),
    ];
    const records = groupPunches(night, { schedule: schedule('00007', { '2025-10-06': NIGHT }) });
    expect(records).toEqual([
      {
        employee_code: '00007',
        shift_date: '2025-10-06',
        start_time: '21:55:10',
        end_time: '07:04:00',
        lunch_start: '02:00:00',
        lunch_end: '02:59:00',
        notes: 'COMPLETE RECORDS',
      },
    ]);
  });

  it('keeps the next night on its own date when overnight shifts follow each other', () => {
    const week = [
      ...punches('00007', '2025-10-06', '21:58:00'),
      ...punches('00007', '2025-10-07', '07:01:00', '21:57:00'),
      ...punches('00007', '2025-10-08', '07:03:00'),
    ];
    const lookup = schedule('00007', { '2025-10-06': NIGHT, '2025-10-07': NIGHT });
    expect(
      groupPunches(week, { schedule: lookup }).map((r) => [r.shift_date, r.start_time, r.end_time, r.notes]),
    ).toEqual([
      ['2025-10-06', '21:58:00', '07:01:00', 'NO RECORDED LUNCH'],
      ['2025-10-07', '21:57:00', '07:03:00', 'NO RECORDED LUNCH'],
    ]);
  });

  it('leaves a next-day day shift alone: only punches before the midpoint to its start move', () => {
    // Night 22:00-07:00 on the 6th, day shift 16:00-00:00 on the 7th: cutoff 11:30 on the 7th.
    const lookup = schedule('00007', {
      '2025-10-06': NIGHT,
      '2025-10-07': { start_time: '16:00:00', end_time: '23:00:00' },
    });
    const days = [
      ...punches('00007', '2025-10-06', '22:00:00'),
      ...punches('00007', '2025-10-07', '07:00:00', '11:29:00', '15:55:00', '23:01:00'),
    ];
    expect(
      groupPunches(days, { schedule: lookup }).map((r) => [r.shift_date, r.start_time, r.end_time]),
    ).toEqual([
      ['2025-10-06', '22:00:00', '11:29:00'],
      ['2025-10-07', '15:55:00', '23:01:00'],
    ]);
  });

  it('takes a late clock-in after midnight as the start of the previous night', () => {
    const late = punches('00007', '2025-10-07', '00:20:00', '07:00:00');
    const records = groupPunches(late, { schedule: schedule('00007', { '2025-10-06': NIGHT }) });
    expect(records).toEqual([
      {
        employee_code: '00007',
        shift_date: '2025-10-06',
        start_time: '00:20:00',
        end_time: '07:00:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED LUNCH',
      },
    ]);
  });

  it('does nothing for day shifts, for other employees, or when overnight is explicitly false', () => {
    const all = [
      ...punches('00007', '2025-10-06', '08:00:00'),
      ...punches('00007', '2025-10-07', '06:00:00'),
    ];
    const byDay = groupPunches(all, { schedule: schedule('00007', { '2025-10-06': DAY_SHIFT }) });
    expect(byDay.map((r) => r.shift_date)).toEqual(['2025-10-06', '2025-10-07']);
    const other = groupPunches(all, { schedule: schedule('00008', { '2025-10-06': NIGHT }) });
    expect(other.map((r) => r.shift_date)).toEqual(['2025-10-06', '2025-10-07']);
    const notOvernight = groupPunches(all, {
      schedule: schedule('00007', { '2025-10-06': { ...NIGHT, overnight: false } }),
    });
    expect(notOvernight.map((r) => r.shift_date)).toEqual(['2025-10-06', '2025-10-07']);
  });

  it('crosses a month end', () => {
    const all = [
      ...punches('00007', '2025-10-31', '22:00:00'),
      ...punches('00007', '2025-11-01', '06:58:00'),
    ];
    const records = groupPunches(all, { schedule: schedule('00007', { '2025-10-31': NIGHT }) });
    expect(records.map((r) => [r.shift_date, r.start_time, r.end_time])).toEqual([
      ['2025-10-31', '22:00:00', '06:58:00'],
    ]);
  });

  it('tells overnight shifts from their times or the explicit flag; leave shifts without times are not', () => {
    expect(isOvernight(NIGHT)).toBe(true);
    expect(isOvernight({ start_time: '16:00', end_time: '00:00' })).toBe(true);
    expect(isOvernight(DAY_SHIFT)).toBe(false);
    expect(isOvernight({ ...DAY_SHIFT, overnight: true })).toBe(true);
    expect(isOvernight({ start_time: null, end_time: null })).toBe(false);
    expect(isOvernight(undefined)).toBe(false);
  });

  it('normalizes the schedule codes and dates it is given', () => {
    const lookup = scheduleLookup([{ employee_code: '7', shift_date: '2025-10-06T00:00:00.000Z', ...NIGHT }]);
    expect(lookup('00007', '2025-10-06')).toMatchObject(NIGHT);
    expect(lookup('00007', '2025-10-07')).toBeUndefined();
  });
});

describe('what the worker needs around the grouping', () => {
  it('asks for the schedule from the day before the first punch (a night that ends on it)', () => {
    expect(scheduleRange({ firstDate: '2025-10-01', lastDate: '2025-10-15' })).toEqual({
      start_date: '2025-09-30',
      end_date: '2025-10-15',
    });
  });

  it('counts employees per date for the Upload Summary', () => {
    const records = groupPunches([
      ...punches('00001', '2025-10-07', '08:00:00'),
      ...punches('00002', '2025-10-07', '08:00:00'),
      ...punches('00001', '2025-10-06', '08:00:00'),
    ]);
    expect(employeesPerDate(records)).toEqual([
      { shift_date: '2025-10-06', employees: 1 },
      { shift_date: '2025-10-07', employees: 2 },
    ]);
  });
});

const punchArbitrary = fc.record({
  employee_code: fc.constantFrom('00001', '00002', '00A12'),
  date: fc.constantFrom('2025-10-06', '2025-10-07', '2025-10-31', '2025-11-01'),
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom(0, 30))
    .map(([h, m, s]) => [h, m, s].map((n) => String(n).padStart(2, '0')).join(':')),
});

const nightLookup = scheduleLookup([
  { employee_code: '00001', shift_date: '2025-10-06', ...NIGHT },
  { employee_code: '00001', shift_date: '2025-10-31', ...NIGHT },
  { employee_code: '00002', shift_date: '2025-10-07', ...DAY_SHIFT },
]);

describe('properties', () => {
  it('grouping is independent of the order of the punches (with or without a schedule)', () => {
    fc.assert(
      fc.property(
        fc
          .array(punchArbitrary, { maxLength: 60 })
          .chain((list) =>
            fc.tuple(
              fc.constant(list),
              fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
            ),
          ),
        ([list, shuffled]) => {
          expect(groupPunches(shuffled)).toEqual(groupPunches(list));
          expect(groupPunches(shuffled, { schedule: nightLookup })).toEqual(
            groupPunches(list, { schedule: nightLookup }),
          );
        },
      ),
    );
  });

  it('removing duplicates is idempotent: repeating every punch changes nothing', () => {
    fc.assert(
      fc.property(fc.array(punchArbitrary, { maxLength: 60 }), (list) => {
        expect(groupPunches([...list, ...list])).toEqual(groupPunches(list));
        expect(groupPunches([...list, ...list], { schedule: nightLookup })).toEqual(
          groupPunches(list, { schedule: nightLookup }),
        );
      }),
    );
  });

  it('every record is well formed: note matches the filled fields, times ordered within the day', () => {
    fc.assert(
      fc.property(fc.array(punchArbitrary, { maxLength: 60 }), (list) => {
        const records = groupPunches(list);
        expect(records.length).toBe(new Set(list.map((p) => `${p.employee_code} ${p.date}`)).size);
        for (const r of records) {
          const filled = [r.start_time, r.lunch_start, r.lunch_end, r.end_time].filter((t) => t !== null);
          expect(filled).toEqual([...filled].sort());
          if (r.end_time === null) expect(r.notes).toBe('NO RECORDED TIME OUT AND LUNCH');
          if (r.lunch_start === null && r.end_time !== null)
            expect(['NO RECORDED LUNCH', 'MISSING LUNCH RECORD']).toContain(r.notes);
          if (r.lunch_start !== null)
            expect(['COMPLETE RECORDS', 'COMPLETE/TRIMMED RECORDS']).toContain(r.notes);
        }
      }),
    );
  });

  it('the overnight rule only moves punches onto a scheduled night: no record on any other new date', () => {
    fc.assert(
      fc.property(fc.array(punchArbitrary, { maxLength: 60 }), (list) => {
        const dates = new Set(list.map((p) => `${p.employee_code} ${p.date}`));
        for (const r of groupPunches(list, { schedule: nightLookup })) {
          const night = nightLookup(r.employee_code, r.shift_date);
          expect(dates.has(`${r.employee_code} ${r.shift_date}`) || isOvernight(night)).toBe(true);
        }
      }),
    );
  });
});

describe('punch window (issue 22: a double tap is one punch)', () => {
  it('the double tap of the report: 12:51:10 and 12:51:15 are one punch, not a 4-hour lunch', () => {
    const day = punches('00012', '2026-11-20', '12:51:10', '12:51:15', '17:01:00', '22:01:00');
    const { records, repeatedPunches } = groupPunchesWithCounts(day);
    expect(repeatedPunches).toBe(1);
    // Three distinct punches left: start and end, the middle one dropped (spec 9), no lunch.
    expect(records).toEqual([
      {
        employee_code: '00012',
        shift_date: '2026-11-20',
        start_time: '12:51:10',
        end_time: '22:01:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'MISSING LUNCH RECORD',
      },
    ]);
    // Without the window the same taps were lunch-out and lunch-in.
    expect(groupPunches(day, { punchWindowMinutes: 0 })[0]).toMatchObject({
      lunch_start: '12:51:15',
      lunch_end: '17:01:00',
    });
  });

  it('default 5 minutes: 4:59 apart is one punch, 5:01 apart two; measured from the punch kept', () => {
    expect(DEFAULT_PUNCH_WINDOW_MINUTES).toBe(5);
    const inside = punches('00001', '2025-10-06', '08:00:00', '08:04:59', '17:00:00');
    expect(groupPunches(inside)[0]).toMatchObject({ end_time: '17:00:00', notes: 'NO RECORDED LUNCH' });
    const outside = punches('00001', '2025-10-06', '08:00:00', '08:05:01', '17:00:00');
    expect(groupPunches(outside)[0]).toMatchObject({ notes: 'MISSING LUNCH RECORD' });
    // 08:00, 08:04, 08:08: the third is 8 minutes after the kept 08:00, so it stays (no chaining).
    const seconds = [8 * 3600, 8 * 3600 + 240, 8 * 3600 + 480];
    expect(collapseRepeatedPunches(seconds, 300)).toBe(1);
    expect(seconds).toEqual([8 * 3600, 8 * 3600 + 480]);
  });

  it("follows the company's window, and never merges two employees' punches", () => {
    const taps = [
      ...punches('00001', '2025-10-06', '08:00:00', '08:09:00', '12:00:00', '13:00:00', '17:00:00'),
      ...punches('00002', '2025-10-06', '08:00:30'),
    ];
    const ten = groupPunchesWithCounts(taps, { punchWindowMinutes: 10 });
    expect(ten.repeatedPunches).toBe(1);
    expect(ten.records[0]).toMatchObject({ lunch_start: '12:00:00', notes: 'COMPLETE RECORDS' });
    expect(ten.records[1]).toMatchObject({ employee_code: '00002', start_time: '08:00:30' });
    expect(groupPunchesWithCounts(taps).repeatedPunches).toBe(0);
  });

  it('a night shift: the window works across midnight on the shift date', () => {
    const night = [
      ...punches('00007', '2025-10-06', '21:58:00'),
      ...punches('00007', '2025-10-07', '06:59:58', '07:00:02'),
    ];
    const schedule = scheduleLookup([
      { employee_code: '00007', shift_date: '2025-10-06', start_time: '22:00:00', end_time: '07:00:00' },
    ]);
    const { records, repeatedPunches } = groupPunchesWithCounts(night, { schedule });
    expect(repeatedPunches).toBe(1);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ start_time: '21:58:00', end_time: '06:59:58' });
  });
});
