/** One punch read from a time-clock file: who, which calendar day, what time (24-hour). */
export interface Punch {
  /** Trimmed, upper-cased, zero-padded to 5 characters (never truncated). */
  readonly employee_code: string;
  /** Calendar date of the punch, yyyy-MM-dd. */
  readonly date: string;
  /** 24-hour clock time, HH:MM:SS. */
  readonly time: string;
}

/** The layouts described in the domain reference (shared/domain/biometric-formats.md). */
export type BiometricLayout =
  /** ZKTeco `attlog`: `PIN<tab>yyyy-MM-dd HH:MM:SS<tab>verify<tab>state...` */
  | 'zkteco-attlog'
  /** `code, date, time` lines (comma, tab or whitespace; 12- or 24-hour times). */
  | 'punch-text'
  /** The 'Attendance Record' month grid ('Made Date:' range, one column per day). */
  | 'attendance-record'
  /** ZKTeco desk software CSV: `Department,Name,No.,Date/Time,Status,Location ID`. */
  | 'desk-software-csv';

export interface ParsedBiometricFile {
  readonly layout: BiometricLayout;
  /** Every punch in file order, duplicates included (grouping drops exact duplicates). */
  readonly punches: Punch[];
  /** Distinct employee codes, sorted. */
  readonly employeeCodes: string[];
  /** First and last punch dates (yyyy-MM-dd). */
  readonly firstDate: string;
  readonly lastDate: string;
}

export type BiometricNote =
  | 'NO RECORDED TIME OUT AND LUNCH'
  | 'NO RECORDED LUNCH'
  | 'MISSING LUNCH RECORD'
  | 'COMPLETE RECORDS'
  | 'COMPLETE/TRIMMED RECORDS';

/** The spec's "Biometric upload row": one employee's day, ready for verify/uploadBatch. */
export interface BiometricDayRecord {
  employee_code: string;
  shift_date: string;
  start_time: string;
  end_time: string | null;
  lunch_start: string | null;
  lunch_end: string | null;
  notes: BiometricNote;
}

/** The shift scheduled for an employee on a date (only its times matter here). */
export interface ScheduledShift {
  readonly start_time: string | null;
  readonly end_time: string | null;
  /** Ends on the next calendar day. Derived from end_time <= start_time when absent. */
  readonly overnight?: boolean;
}

/** The schedule as the grouping sees it: the shift of an employee on a shift date, if any. */
export type ScheduleLookup = (employeeCode: string, shiftDate: string) => ScheduledShift | null | undefined;
