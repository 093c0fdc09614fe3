import { describe, expect, it } from 'vitest';
import { dayStatus, officialTime, type Shift, type TimeLog } from './time.ts';

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
    ['end missing', log('08:00:00', null), DAY_SHIFT, 'Absent'],
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
