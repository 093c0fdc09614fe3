/**
 * Line layouts: the ZKTeco attlog (`PIN<tab>yyyy-MM-dd HH:MM:SS<tab>verify<tab>state...`, PINs
 * right-aligned with spaces) and `code, date, time` exports with comma, tab or whitespace
 * separation and 12- or 24-hour times. One scanner reads both: employee code, date, time; every
 * field after the time (verify, state, work code, a broken locale token) is ignored, because the
 * device's IN/OUT state is not to be trusted.
 */
import { type FileKind, parseError, quote } from './errors.ts';
import {
  type Cursor,
  cursor,
  normalizeEmployeeCode,
  readDate,
  readField,
  readTime,
  skipSeparators,
} from './tokens.ts';
import type { BiometricLayout, Punch } from './types.ts';

export type ProgressListener = (fraction: number) => void;

export interface LineReadOptions {
  kind: FileKind;
  /** 'Line' for text files, 'Row' for spreadsheet rows turned into lines. */
  where?: 'Line' | 'Row';
  onProgress?: ProgressListener;
  /** Line number of the first line of `text` (spreadsheet rows after a header). */
  firstLine?: number;
}

export interface LineReadResult {
  layout: BiometricLayout;
  punches: Punch[];
}

type LineOutcome = Punch | string;

/**
 * Devices write months of punches for the same few hundred PINs and the same dates line after
 * line: remembering the last date and every code seen saves most of the work and keeps one string
 * per date and per employee in memory instead of one per punch.
 */
interface LineCache {
  codes: Map<string, string | null>;
  dateText: string;
  date: string;
}

function readCode(cur: Cursor, cache: LineCache): { raw: string; code: string | null } {
  const raw = readField(cur);
  let code = cache.codes.get(raw);
  if (code === undefined) {
    code = normalizeEmployeeCode(raw);
    cache.codes.set(raw, code);
  }
  return { raw, code };
}

function readCachedDate(cur: Cursor, cache: LineCache): string | null {
  const { text } = cur;
  const known = cache.dateText;
  if (known !== '' && text.startsWith(known, cur.at)) {
    const after = text.charCodeAt(cur.at + known.length);
    if (!(after >= 48 && after <= 57)) {
      cur.at += known.length;
      return cache.date;
    }
  }
  const start = cur.at;
  const date = readDate(cur);
  if (date !== null) {
    cache.dateText = text.slice(start, cur.at);
    cache.date = date;
  }
  return date;
}

/** Reads one line starting at `cur.at`; returns the punch or what was wrong. */
function readLine(cur: Cursor, cache: LineCache): LineOutcome {
  skipSeparators(cur);
  const { raw: rawCode, code: employee_code } = readCode(cur, cache);
  if (employee_code === null) return `${quote(rawCode)} is not an employee code`;
  skipSeparators(cur);
  const date = readCachedDate(cur, cache);
  if (date === null) {
    return (
      cur.problem ??
      `expected a date (yyyy-MM-dd, MM/dd/yyyy or yyyy/MM/dd) after employee code ${quote(rawCode)}`
    );
  }
  skipSeparators(cur);
  if (cur.text.charCodeAt(cur.at) === 84 /* T, ISO 8601 */) cur.at++;
  const time = readTime(cur);
  if (time === null) {
    return (
      cur.problem ?? `expected a time (HH:MM, HH:MM:SS or 12-hour such as 5:15 PM) after the date ${date}`
    );
  }
  return { employee_code, date, time };
}

/** True when a line looks like a header rather than a punch: no clock time anywhere on it. */
function looksLikeHeader(line: string): boolean {
  for (let i = 1; i + 1 < line.length; i++) {
    if (line.charCodeAt(i) === 58) {
      const before = line.charCodeAt(i - 1);
      const after = line.charCodeAt(i + 1);
      if (before >= 48 && before <= 57 && after >= 48 && after <= 57) return false;
    }
  }
  return true;
}

/** An attlog line: tab right after the PIN, then `yyyy-MM-dd HH:MM:SS` with no AM/PM. */
function isAttlogLine(text: string, lineStart: number, lineEnd: number): boolean {
  const line = text.slice(lineStart, lineEnd);
  const tab = line.indexOf('\t');
  if (tab < 0) return false;
  const stamp = line.slice(tab + 1, tab + 20);
  return (
    stamp.length === 19 &&
    stamp.charCodeAt(4) === 45 &&
    stamp.charCodeAt(7) === 45 &&
    stamp.charCodeAt(10) === 32 &&
    stamp.charCodeAt(13) === 58 &&
    stamp.charCodeAt(16) === 58
  );
}

/**
 * Reads every non-blank line. A first line without any clock time is taken as a header and
 * skipped; any other line that is not a punch stops the import with its line number.
 */
export function readPunchLines(text: string, options: LineReadOptions): LineReadResult {
  const { kind, onProgress } = options;
  const where = options.where ?? 'Line';
  const firstLine = options.firstLine ?? 1;
  const punches: Punch[] = [];
  const cur = cursor(text);
  const cache: LineCache = { codes: new Map(), dateText: '', date: '' };
  let layout: BiometricLayout | null = null;
  let lineNumber = firstLine - 1;
  let lineStart = 0;
  let nextProgress = 1 << 16;
  let sawContent = false;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    lineNumber++;
    cur.at = lineStart;
    cur.problem = undefined;
    skipSeparators(cur);
    if (cur.at < lineEnd) {
      const outcome = readLine(cur, cache);
      if (typeof outcome === 'string') {
        const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
        if (sawContent || !looksLikeHeader(line)) {
          throw parseError(kind, where, lineNumber, `${outcome}, in ${quote(line.trim())}.`);
        }
      } else {
        if (layout === null) layout = isAttlogLine(text, lineStart, lineEnd) ? 'zkteco-attlog' : 'punch-text';
        punches.push(outcome);
      }
      sawContent = true;
    }
    lineStart = lineEnd + 1;
    if (onProgress && lineStart >= nextProgress) {
      onProgress(Math.min(1, lineStart / text.length));
      nextProgress = lineStart + (1 << 16);
    }
  }
  return { layout: layout ?? 'punch-text', punches };
}
