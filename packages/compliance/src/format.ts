/**
 * Number and date formats of the layouts. Money arrives as integer centavos and leaves either as
 * `9999.99` text or as zero-filled integer centavos (implied decimal point); each template says
 * which. Dates arrive as `yyyy-MM-dd` and periods as `yyyy-MM`; no Date objects, no time zone.
 */

export class ComplianceInputError extends Error {
  override readonly name = 'ComplianceInputError';
}

function assertCentavos(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new ComplianceInputError(`${what} must be whole centavos, got ${value}`);
}

/** `2500000` to `25000.00`; negatives keep a leading `-`. No thousands separator. */
export function amountText(centavosAmount: number): string {
  assertCentavos(centavosAmount, 'amount');
  const negative = centavosAmount < 0;
  const magnitude = negative ? -centavosAmount : centavosAmount;
  const whole = Math.floor(magnitude / 100);
  const cents = magnitude % 100;
  return `${negative ? '-' : ''}${whole}.${cents < 10 ? '0' : ''}${cents}`;
}

/** Pesos with two decimals as a number, for JSON (`2500000` to `25000`). */
export function pesos(centavosAmount: number): number {
  return centavosAmount / 100;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{4})-(\d{2})$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parses `yyyy-MM-dd`; throws on anything that is not a calendar date. */
export function parseDate(date: string): DateParts {
  const match = DATE.exec(date);
  if (match === null) throw new ComplianceInputError(`not a yyyy-MM-dd date: '${date}'`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ComplianceInputError(`not a calendar date: '${date}'`);
  }
  return { year, month, day };
}

export interface Period {
  readonly year: number;
  readonly month: number;
  /** First and last day, `yyyy-MM-dd`. */
  readonly start: string;
  readonly end: string;
}

/** Parses a `yyyy-MM` month. */
export function parsePeriod(period: string): Period {
  const match = PERIOD.exec(period);
  const month = match === null ? 0 : Number(match[2]);
  if (match === null || month < 1 || month > 12) {
    throw new ComplianceInputError(`not a yyyy-MM period: '${period}'`);
  }
  const year = Number(match[1]);
  const mm = pad(month, 2);
  return { year, month, start: `${year}-${mm}-01`, end: `${year}-${mm}-${daysInMonth(year, month)}` };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export type DatePattern = 'MMDDYYYY' | 'MMDDYY' | 'YYYYMMDD' | 'MM/DD/YYYY' | 'MM-DD-YYYY';

/** Formats a `yyyy-MM-dd` date in one of the layouts' patterns. */
export function formatDate(date: string, pattern: DatePattern): string {
  const { year, month, day } = parseDate(date);
  const mm = pad(month, 2);
  const dd = pad(day, 2);
  const yyyy = pad(year, 4);
  switch (pattern) {
    case 'MMDDYYYY':
      return `${mm}${dd}${yyyy}`;
    case 'MMDDYY':
      return `${mm}${dd}${yyyy.slice(2)}`;
    case 'YYYYMMDD':
      return `${yyyy}${mm}${dd}`;
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${yyyy}`;
    case 'MM-DD-YYYY':
      return `${mm}-${dd}-${yyyy}`;
  }
}

/** `2026-03` to `032026` (SSS and legacy file names). */
export function periodMMYYYY(period: string): string {
  const { year, month } = parsePeriod(period);
  return `${pad(month, 2)}${year}`;
}

/** Whether a `yyyy-MM-dd` date falls inside a `yyyy-MM` month. */
export function inPeriod(date: string | null | undefined, period: Period): boolean {
  return date != null && date !== '' && date >= period.start && date <= period.end;
}
