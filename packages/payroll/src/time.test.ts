import { describe, expect, it } from 'vitest';
import { dayStatus, lunchFlag, officialTime, type Shift, type TimeLog } from './time.ts';

const DAY_SHIFT: Shift = { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' };
const NIGHT_SHIFT: Shift = { shift_id: 3, start_time: '22:00:00', end_time: '07:00:00' };
const PAID_LEAVE: Shift = { shift_id: 4, start_time: null, end_time: null };
const UNPAID_LEAVE: Shift = { shift_id: 2, start_time: null, end_time: null };

function log(start: string | null, end: string | null, lunchStart?: string, lunchEnd?: string): TimeLog {
  return { start_time: start, end_time: end, lunch_start: lunchStart ?? null, lunch_end: lunchEnd ?? null };
}

describe('officialTime (spec 9)', () => {
  it('a full day on an 08:00-17:00 shift: 9 h less the 60-minute lunch = 480 min, 8.0000 h', () => {
    expect(officialTime(log('08:00:00', '17:00:00'), DAY_SHIFT)).toEqual({
      minutes: 480,
      late: 0,
      early: 0,
      hours: 8,
    });
  });

  it('arriving early and leaving late does not add time outside the shift', () => {
    expect(officialTime(log('07:30:00', '18:15:00'), DAY_SHIFT)).toEqual({
      minutes: 480,
      late: 0,
      early: 0,
      hours: 8,
    });
  });

  it('a recorded lunch longer than 60 minutes is deducted in full: 540 - 90 = 450 min, 7.5 h', () => {
    expect(officialTime(log('08:00:00', '17:00:00', '12:00:00', '13:30:00'), DAY_SHIFT).minutes).toBe(450);
  });

  it('a recorded lunch shorter than 60 minutes still costs 60', () => {
    expect(officialTime(log('08:00:00', '17:00:00', '12:00:00', '12:30:00'), DAY_SHIFT).minutes).toBe(480);
  });

  it('late 15 minutes: 08:15-17:00 is 525 - 60 = 465 min = 7.75 h, late 15', () => {
    expect(officialTime(log('08:15:00', '17:00:00'), DAY_SHIFT)).toEqual({
      minutes: 465,
      late: 15,
      early: 0,
      hours: 7.75,
    });
  });

  it('late and early: 08:10-16:30 is 500 - 60 = 440 min (7.3333 h), late 10, early 30', () => {
    expect(officialTime(log('08:10:00', '16:30:00'), DAY_SHIFT)).toEqual({
      minutes: 440,
      late: 10,
      early: 30,
      hours: 7.3333,
    });
  });

  it('seconds are ignored: 08:00:59 is on time', () => {
    expect(officialTime(log('08:00:59', '17:00:00'), DAY_SHIFT).late).toBe(0);
  });

  it('a half day of 4 hours or less carries no lunch deduction (08:00-12:00 = 240 min)', () => {
    expect(officialTime(log('08:00:00', '12:00:00'), DAY_SHIFT)).toEqual({
      minutes: 240,
      late: 0,
      early: 300,
      hours: 4,
    });
  });

  it('the lunch hour is taken after the 4th hour, so a longer stay never lowers official time', () => {
    // 08:00-12:30: 270 min; 270 - 60 = 210 would be less than a 4-hour half day, so 240.
    expect(officialTime(log('08:00:00', '12:30:00'), DAY_SHIFT).minutes).toBe(240);
    // 08:00-14:00: 360 - 60 = 300.
    expect(officialTime(log('08:00:00', '14:00:00'), DAY_SHIFT).minutes).toBe(300);
  });

  it('no shift: official time is capped at 8 hours (07:00-19:00 = 720 - 60 = 660 -> 480)', () => {
    expect(officialTime(log('07:00:00', '19:00:00'), null)).toEqual({
      minutes: 480,
      late: 0,
      early: 0,
      hours: 8,
    });
  });

  it('no shift, shorter day: 09:00-15:00 = 360 - 60 = 300 min', () => {
    expect(officialTime(log('09:00:00', '15:00:00'), null).minutes).toBe(300);
  });

  it('a night shift across midnight: 22:00-07:00 is 540 - 60 = 480 min', () => {
    expect(officialTime(log('22:00:00', '07:00:00', '02:00:00', '03:00:00'), NIGHT_SHIFT)).toEqual({
      minutes: 480,
      late: 0,
      early: 0,
      hours: 8,
    });
  });

  it('a night shift started after midnight counts as late, not as 21 hours early', () => {
    // 00:30-07:00 against 22:00-07:00: late 150, 390 - 60 = 330 min.
    expect(officialTime(log('00:30:00', '07:00:00'), NIGHT_SHIFT)).toEqual({
      minutes: 330,
      late: 150,
      early: 0,
      hours: 5.5,
    });
  });

  it('a missing punch gives no official time', () => {
    expect(officialTime(log('08:00:00', null), DAY_SHIFT).minutes).toBe(0);
    expect(officialTime(null, DAY_SHIFT).minutes).toBe(0);
  });

  it('decimal hours keep 4 places: 475 min = 7.9167 h', () => {
    expect(officialTime(log('08:05:00', '17:00:00'), DAY_SHIFT).hours).toBe(7.9167);
  });

  it('refuses malformed times', () => {
    expect(() => officialTime(log('8am', '17:00:00'), DAY_SHIFT)).toThrow(RangeError);
  });
});

describe('dayStatus (spec 4)', () => {
  const cases: [string, TimeLog | null, Shift | null, string][] = [
    ['on time', log('07:55:00', '17:05:00'), DAY_SHIFT, 'Present'],
    ['late', log('08:01:00', '17:00:00'), DAY_SHIFT, 'Late'],
    ['early departure', log('08:00:00', '16:59:00'), DAY_SHIFT, 'Early Departure'],
    ['late and early', log('08:30:00', '16:00:00'), DAY_SHIFT, 'Late & Early'],
    ['start missing', log(null, '17:00:00'), DAY_SHIFT, 'Absent'],
    ['end missing', log('08:00:00', null), DAY_SHIFT, 'No time out'],
    ['end missing, no shift', log('21:47:00', null), null, 'No time out'],
    ['no log', null, DAY_SHIFT, 'Absent'],
    ['no shift', log('09:00:00', '18:00:00'), null, 'Present - Unassigned Shift'],
    ['paid leave', null, PAID_LEAVE, 'Paid Leave'],
    ['unpaid leave', log('08:00:00', '17:00:00'), UNPAID_LEAVE, 'Unpaid Leave'],
    ['night shift on time', log('21:50:00', '07:00:00'), NIGHT_SHIFT, 'Present'],
  ];
  for (const [name, dayLog, shift, status] of cases) {
    it(`${name} -> ${status}`, () => {
      expect(dayStatus(dayLog, shift)).toBe(status);
    });
  }
});

describe('dayStatus: No time out and In progress (issue 22)', () => {
  // Manila is UTC+8: 08:00Z is 16:00 in Manila.
  const at = (date: string, utc: string) => ({ date, now: new Date(utc) });

  it('a day shift with a time-in: In progress until 17:00 Manila, then No time out', () => {
    const day = log('07:58:00', null);
    expect(dayStatus(day, DAY_SHIFT, at('2026-11-27', '2026-11-27T08:59:00Z'))).toBe('In progress'); // 16:59
    expect(dayStatus(day, DAY_SHIFT, at('2026-11-27', '2026-11-27T09:00:00Z'))).toBe('No time out'); // 17:00
    // A past day read without a clock is over.
    expect(dayStatus(day, DAY_SHIFT)).toBe('No time out');
  });

  it('a night shift in progress after midnight is not absent: 22:00-07:00 ends 07:00 of the next day', () => {
    const night = log('21:47:00', null);
    // 23:30 on the 27th, then 06:59 on the 28th: still on shift.
    expect(dayStatus(night, NIGHT_SHIFT, at('2026-11-27', '2026-11-27T15:30:00Z'))).toBe('In progress');
    expect(dayStatus(night, NIGHT_SHIFT, at('2026-11-27', '2026-11-27T22:59:00Z'))).toBe('In progress');
    // 07:00 on the 28th: the shift is over and nobody clocked out.
    expect(dayStatus(night, NIGHT_SHIFT, at('2026-11-27', '2026-11-27T23:00:00Z'))).toBe('No time out');
  });

  it('without a shift the day runs 9 hours from the time-in (8-hour cap + 60-minute lunch)', () => {
    const day = log('09:00:00', null);
    expect(dayStatus(day, null, at('2026-11-27', '2026-11-27T09:59:00Z'))).toBe('In progress'); // 17:59
    expect(dayStatus(day, null, at('2026-11-27', '2026-11-27T10:00:00Z'))).toBe('No time out'); // 18:00
  });

  it('a scheduled day with no log is In progress while the shift runs, then Absent', () => {
    expect(dayStatus(null, DAY_SHIFT, at('2026-11-27', '2026-11-27T02:00:00Z'))).toBe('In progress'); // 10:00
    // Before the shift begins (07:59) it reads as before: nothing is running yet.
    expect(dayStatus(null, DAY_SHIFT, at('2026-11-27', '2026-11-26T23:59:00Z'))).toBe('Absent');
    // A time-in before the shift's start is running already.
    expect(dayStatus(log('07:45:00', null), DAY_SHIFT, at('2026-11-27', '2026-11-26T23:50:00Z'))).toBe(
      'In progress',
    );
    expect(dayStatus(null, DAY_SHIFT, at('2026-11-27', '2026-11-27T09:00:00Z'))).toBe('Absent');
    // A day long past with a clock is still Absent.
    expect(dayStatus(null, DAY_SHIFT, at('2026-11-20', '2026-11-27T02:00:00Z'))).toBe('Absent');
  });

  it('a complete day keeps its status while the shift runs; leave stays leave', () => {
    const now = at('2026-11-27', '2026-11-27T06:00:00Z'); // 14:00, shift ends 17:00
    expect(dayStatus(log('08:00:00', '13:00:00'), DAY_SHIFT, now)).toBe('Early Departure');
    expect(dayStatus(null, PAID_LEAVE, now)).toBe('Paid Leave');
  });

  it('the pay of a day without a time-out is unchanged: no official time until it is corrected', () => {
    expect(officialTime(log('08:00:00', null), DAY_SHIFT).minutes).toBe(0);
  });
});

describe('lunchFlag (issue 22)', () => {
  it('the double tap read as lunch: 12:51-17:01 is 250 minutes, longer than 2 hours', () => {
    expect(lunchFlag(log('12:51:10', '22:01:00', '12:51:15', '17:01:00'))).toEqual({
      kind: 'long',
      minutes: 250,
    });
  });

  it('2 hours exactly and 15 minutes exactly are fine; 121 and 14 minutes are flagged', () => {
    expect(lunchFlag(log('08:00:00', '17:00:00', '12:00:00', '14:00:00'))).toBeNull();
    expect(lunchFlag(log('08:00:00', '17:00:00', '12:00:00', '12:15:00'))).toBeNull();
    expect(lunchFlag(log('08:00:00', '17:00:00', '12:00:00', '14:01:00'))).toEqual({
      kind: 'long',
      minutes: 121,
    });
    expect(lunchFlag(log('08:00:00', '17:00:00', '12:00:00', '12:14:00'))).toEqual({
      kind: 'short',
      minutes: 14,
    });
  });

  it('a night lunch across midnight is measured across it; no lunch recorded is no flag', () => {
    expect(lunchFlag(log('22:00:00', '07:00:00', '23:40:00', '00:20:00'))).toBeNull();
    expect(lunchFlag(log('22:00:00', '07:00:00', '23:50:00', '00:01:00'))).toEqual({
      kind: 'short',
      minutes: 11,
    });
    expect(lunchFlag(log('08:00:00', '17:00:00'))).toBeNull();
    expect(lunchFlag(null)).toBeNull();
  });
});

describe('a shift with its own break and grace period (issue 22)', () => {
  const GRACE_5: Shift = { ...DAY_SHIFT, grace_minutes: 5 };

  it('4 minutes late within a 5-minute grace: paid as on time, 540 - 60 = 480 min, late 4 still shown', () => {
    expect(officialTime(log('08:04:00', '17:00:00'), GRACE_5)).toEqual({
      minutes: 480,
      late: 4,
      early: 0,
      hours: 8,
    });
    expect(dayStatus(log('08:04:00', '17:00:00'), GRACE_5)).toBe('Late');
  });

  it('6 minutes late beyond the grace: the whole lateness is deducted, 534 - 60 = 474 min (7.9 h)', () => {
    expect(officialTime(log('08:06:00', '17:00:00'), GRACE_5)).toEqual({
      minutes: 474,
      late: 6,
      early: 0,
      hours: 7.9,
    });
  });

  it('exactly at the grace (5 minutes) is within it: 480 min', () => {
    expect(officialTime(log('08:05:00', '17:00:00'), GRACE_5).minutes).toBe(480);
  });

  it('no grace (the default): 1 minute late is deducted, 539 - 60 = 479 min', () => {
    expect(officialTime(log('08:01:00', '17:00:00'), DAY_SHIFT).minutes).toBe(479);
  });

  it('a 30-minute break: 08:00-17:00 without lunch punches is 540 - 30 = 510 min (8.5 h)', () => {
    const shift: Shift = { ...DAY_SHIFT, break_minutes: 30 };
    expect(officialTime(log('08:00:00', '17:00:00'), shift).minutes).toBe(510);
    // A recorded 45-minute lunch is longer than the break and is deducted in full: 540 - 45 = 495.
    expect(officialTime(log('08:00:00', '17:00:00', '12:00:00', '12:45:00'), shift).minutes).toBe(495);
  });

  it('a null break keeps the 60 minutes', () => {
    const shift: Shift = { ...DAY_SHIFT, break_minutes: null, grace_minutes: null };
    expect(officialTime(log('08:00:00', '17:00:00'), shift).minutes).toBe(480);
  });
});
