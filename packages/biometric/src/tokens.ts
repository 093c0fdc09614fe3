/**
 * Hand-written scanners for the pieces every layout shares: employee codes, dates and clock
 * times. They walk characters once (no backtracking regular expressions), because an attlog holds
 * hundreds of thousands of lines.
 */

/** A position in a string; scanners advance `at` past what they read. */
export interface Cursor {
  readonly text: string;
  at: number;
  /** Set by a scanner when it saw the right shape with an impossible value (2025-02-30, 25:00). */
  problem?: string;
}

export function cursor(text: string, at = 0): Cursor {
  return { text, at };
}

const TAB = 9;
const SPACE = 32;
const QUOTE = 34;
const APOSTROPHE = 39;
const COMMA = 44;
const SEMICOLON = 59;
const ZERO = 48;
const NINE = 57;

function isDigit(c: number): boolean {
  return c >= ZERO && c <= NINE;
}

/** Field separators of the text layouts: tab, space, comma, semicolon, and quotes around fields. */
export function isSeparator(c: number): boolean {
  return c === TAB || c === SPACE || c === COMMA || c === SEMICOLON || c === QUOTE || c === 13 || c === 160;
}

export function skipSeparators(cur: Cursor): void {
  const { text } = cur;
  while (cur.at < text.length && isSeparator(text.charCodeAt(cur.at))) cur.at++;
}

/** Reads up to `max` digits; -1 when there is none. */
function readNumber(cur: Cursor, max: number): number {
  const { text } = cur;
  let value = 0;
  let count = 0;
  while (count < max && cur.at < text.length) {
    const c = text.charCodeAt(cur.at);
    if (!isDigit(c)) break;
    value = value * 10 + (c - ZERO);
    cur.at++;
    count++;
  }
  return count === 0 ? -1 : value;
}

function digitsAhead(cur: Cursor): number {
  let n = 0;
  while (isDigit(cur.text.charCodeAt(cur.at + n))) n++;
  return n;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function isValidDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

export function formatDate(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function isDateSeparator(c: number): boolean {
  return c === 45 /* - */ || c === 47 /* / */ || c === 46 /* . */;
}

/**
 * Reads `yyyy-MM-dd`, `yyyy/MM/dd` (also with dots) or `MM/dd/yyyy` (month first, as Philippine
 * exports write it; only with slashes, since 06-10-2025 could be either order). Returns yyyy-MM-dd, or null (with `problem` set for an impossible date).
 */
export function readDate(cur: Cursor): string | null {
  const start = cur.at;
  const { text } = cur;
  const firstLength = digitsAhead(cur);
  let year: number;
  let month: number;
  let day: number;
  if (firstLength === 4) {
    year = readNumber(cur, 4);
    const sep = text.charCodeAt(cur.at);
    if (!isDateSeparator(sep)) return fail(cur, start);
    cur.at++;
    month = readNumber(cur, 2);
    if (text.charCodeAt(cur.at) !== sep) return fail(cur, start);
    cur.at++;
    day = readNumber(cur, 2);
  } else if (firstLength === 1 || firstLength === 2) {
    month = readNumber(cur, 2);
    const sep = text.charCodeAt(cur.at);
    // Month first only with slashes (MM/dd/yyyy): 06-10-2025 could be either order.
    if (sep !== 47) return fail(cur, start);
    cur.at++;
    day = readNumber(cur, 2);
    if (text.charCodeAt(cur.at) !== sep) return fail(cur, start);
    cur.at++;
    if (digitsAhead(cur) !== 4) return fail(cur, start);
    year = readNumber(cur, 4);
  } else {
    return fail(cur, start);
  }
  if (month < 0 || day < 0 || isDigit(text.charCodeAt(cur.at))) return fail(cur, start);
  if (!isValidDate(year, month, day)) {
    cur.problem = `${quote(text.slice(start, cur.at))} is not a valid date`;
    cur.at = start;
    return null;
  }
  return formatDate(year, month, day);
}

function fail(cur: Cursor, start: number): null {
  cur.at = start;
  return null;
}

function quote(text: string): string {
  return `"${text}"`;
}

/** The meridiem after a time: 'AM', 'PM' (also a.m., p.m., am, A.M.) or none. */
function readMeridiem(cur: Cursor): 'AM' | 'PM' | null {
  const { text } = cur;
  let at = cur.at;
  while (text.charCodeAt(at) === SPACE) at++;
  const letter = text.charCodeAt(at) | 0x20;
  if (letter !== 97 /* a */ && letter !== 112 /* p */) return null;
  at++;
  if (text.charCodeAt(at) === 46) at++;
  if ((text.charCodeAt(at) | 0x20) !== 109 /* m */) return null;
  at++;
  if (text.charCodeAt(at) === 46) at++;
  if (at < text.length && !isSeparator(text.charCodeAt(at)) && text.charCodeAt(at) !== 10) return null;
  cur.at = at;
  return letter === 97 ? 'AM' : 'PM';
}

/**
 * Reads `H:MM`, `HH:MM` or `HH:MM:SS`, with an optional AM/PM after it (12-hour times become
 * 24-hour). Anything else after the time (a device's broken locale token such as `A12P12`) is
 * left for the caller to ignore. Returns HH:MM:SS, or null (with `problem` set for 25:00 etc.).
 */
export function readTime(cur: Cursor): string | null {
  const start = cur.at;
  const { text } = cur;
  const hourLength = digitsAhead(cur);
  if (hourLength < 1 || hourLength > 2) return fail(cur, start);
  let hour = readNumber(cur, 2);
  if (text.charCodeAt(cur.at) !== 58 /* : */) return fail(cur, start);
  cur.at++;
  if (digitsAhead(cur) !== 2) return fail(cur, start);
  const minute = readNumber(cur, 2);
  let second = 0;
  if (
    text.charCodeAt(cur.at) === 58 &&
    isDigit(text.charCodeAt(cur.at + 1)) &&
    isDigit(text.charCodeAt(cur.at + 2)) &&
    !isDigit(text.charCodeAt(cur.at + 3))
  ) {
    cur.at++;
    second = readNumber(cur, 2);
  }
  if (isDigit(text.charCodeAt(cur.at))) return fail(cur, start);
  const meridiem = readMeridiem(cur);
  if (meridiem !== null) {
    if (hour === 0 || (hour > 12 && meridiem === 'AM')) {
      cur.problem = `${quote(text.slice(start, cur.at))} is not a valid 12-hour time`;
      return fail(cur, start);
    }
    // 12:xx AM is just after midnight; 13:00 PM (seen in some exports) is already 24-hour.
    if (meridiem === 'AM' && hour === 12) hour = 0;
    else if (meridiem === 'PM' && hour < 12) hour += 12;
  }
  if (hour > 23 || minute > 59 || second > 59) {
    cur.problem = `${quote(text.slice(start, cur.at))} is not a valid time`;
    return fail(cur, start);
  }
  // Already HH:MM:SS (attlog stamps): one copy of the text instead of building a new string.
  if (meridiem === null && cur.at - start === 8) return text.slice(start, cur.at);
  return `${pad2(hour)}:${pad2(minute)}:${pad2(second)}`;
}

/** Reads a field up to the next separator (used for the employee code of text layouts). */
export function readField(cur: Cursor): string {
  const { text } = cur;
  const start = cur.at;
  while (cur.at < text.length) {
    const c = text.charCodeAt(cur.at);
    if (isSeparator(c) || c === 10) break;
    cur.at++;
  }
  return text.slice(start, cur.at);
}

const CODE_PAD = '00000';

/**
 * Employee code per the spec: trimmed, upper-cased, left-padded with zeros to 5. Longer codes are
 * kept whole (cutting them could match the wrong employee; verify reports them as unknown).
 * Returns null for something that cannot be a code (punctuation, spaces inside, over 20 chars).
 */
export function normalizeEmployeeCode(raw: string): string | null {
  let code = raw.trim();
  // Spreadsheet exports prefix codes with an apostrophe so Excel keeps the zeros.
  if (code.charCodeAt(0) === APOSTROPHE) code = code.slice(1);
  if (code.length === 0 || code.length > 20) return null;
  code = code.toUpperCase();
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    const ok = isDigit(c) || (c >= 65 && c <= 90) || c === 45 || c === 95 || c === 46;
    if (!ok) return null;
  }
  return code.length >= 5 ? code : CODE_PAD.slice(code.length) + code;
}

/** Seconds since midnight of an HH:MM:SS string produced by readTime. */
export function secondsOf(time: string): number {
  return (
    ((time.charCodeAt(0) - ZERO) * 10 + time.charCodeAt(1) - ZERO) * 3600 +
    ((time.charCodeAt(3) - ZERO) * 10 + time.charCodeAt(4) - ZERO) * 60 +
    (time.charCodeAt(6) - ZERO) * 10 +
    time.charCodeAt(7) -
    ZERO
  );
}

/** HH:MM:SS of seconds since midnight (0..86399). */
export function timeOfSeconds(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${pad2(h)}:${pad2(m)}:${pad2(seconds % 60)}`;
}

/** The calendar day after a yyyy-MM-dd date (pure arithmetic, no Date or clock). */
export function nextDate(date: string): string {
  let year = Number(date.slice(0, 4));
  let month = Number(date.slice(5, 7));
  let day = Number(date.slice(8, 10)) + 1;
  if (!isValidDate(year, month, day)) {
    day = 1;
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return formatDate(year, month, day);
}

/** The calendar day before a yyyy-MM-dd date. */
export function previousDate(date: string): string {
  let year = Number(date.slice(0, 4));
  let month = Number(date.slice(5, 7));
  let day = Number(date.slice(8, 10)) - 1;
  if (day === 0) {
    month--;
    if (month === 0) {
      month = 12;
      year--;
    }
    day = 31;
    while (!isValidDate(year, month, day)) day--;
  }
  return formatDate(year, month, day);
}
