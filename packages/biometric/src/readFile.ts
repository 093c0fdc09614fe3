/**
 * The entry point: a file name and its bytes in, the punches out. The extension only decides
 * whether the file is accepted and how errors are worded; the layout is detected from the bytes.
 */
import type { Grid } from './cells.ts';
import { emptyDataError, type FileKind, fileError, invalidFiletypeError } from './errors.ts';
import { readGrid } from './grids.ts';
import { type ProgressListener, readPunchLines } from './punchLines.ts';
import { csvGrid, workbookGrid } from './spreadsheet.ts';
import type { BiometricLayout, ParsedBiometricFile, Punch } from './types.ts';

const KINDS: Record<string, FileKind> = { txt: 'txt', xls: 'xls', xlsx: 'xls', csv: 'csv' };

/** The accepted extensions, for a file input's `accept` attribute. */
export const BIOMETRIC_FILE_ACCEPT = '.txt,.xls,.xlsx,.csv';

/** 'txt', 'xls' or 'csv' by extension; null for any other type ('Invalid filetype.'). */
export function biometricFileKind(fileName: string): FileKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  return (
    KINDS[
      fileName
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    ] ?? null
  );
}

export interface ParseOptions {
  /** Called with 0..1 while a large text file is read (for a progress bar). */
  onProgress?: ProgressListener;
}

function isSpreadsheetBinary(bytes: Uint8Array): boolean {
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  return ole || zip;
}

function decodeText(kind: FileKind, bytes: Uint8Array): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else {
    const probe = Math.min(bytes.length, 4096);
    for (let i = 0; i < probe; i++) {
      if (bytes[i] === 0) throw fileError(kind, 'The file is binary, not text or a spreadsheet export.');
    }
  }
  return new TextDecoder(encoding).decode(bytes);
}

const GRID_MARKERS = /made date|employee id/i;
const DESK_HEADER = /date\/time/i;

function readText(
  kind: FileKind,
  text: string,
  options: ParseOptions,
): { layout: BiometricLayout; punches: Punch[] } {
  const head = text.slice(0, 4096);
  const firstLine = head.trimStart().split('\n', 1)[0] ?? '';
  if (GRID_MARKERS.test(head) || DESK_HEADER.test(firstLine)) {
    const grid: Grid = csvGrid(kind, text, GRID_MARKERS.test(head) ? /employee id/i : DESK_HEADER);
    return readGrid(kind, grid);
  }
  return readPunchLines(text, { kind, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
}

/**
 * Reads a time-clock export. Throws BiometricFileError: 'Invalid filetype.' for an extension
 * other than .txt/.xls/.xlsx/.csv, 'Invalid/Empty data.' when no punch comes out, and the spec's
 * TXT/XLS/CSV messages followed by what was wrong and on which line.
 */
export function parseBiometricFile(
  fileName: string,
  data: Uint8Array | ArrayBuffer,
  options: ParseOptions = {},
): ParsedBiometricFile {
  const kind = biometricFileKind(fileName);
  if (kind === null) throw invalidFiletypeError();
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.length === 0) throw emptyDataError();
  let result: { layout: BiometricLayout; punches: Punch[] };
  if (isSpreadsheetBinary(bytes)) {
    result = readGrid(kind, workbookGrid(kind, bytes));
  } else {
    const text = decodeText(kind, bytes);
    // HTML tables saved as .xls by web reports: SheetJS reads those too.
    result = /^\s*<(!doctype html|html|table)/i.test(text.slice(0, 512))
      ? readGrid(kind, workbookGrid(kind, bytes))
      : readText(kind, text, options);
  }
  options.onProgress?.(1);
  return summarize(result.layout, result.punches);
}

function summarize(layout: BiometricLayout, punches: Punch[]): ParsedBiometricFile {
  if (punches.length === 0) throw emptyDataError();
  const codes = new Set<string>();
  let firstDate = punches[0]!.date;
  let lastDate = firstDate;
  for (const punch of punches) {
    codes.add(punch.employee_code);
    if (punch.date < firstDate) firstDate = punch.date;
    if (punch.date > lastDate) lastDate = punch.date;
  }
  return { layout, punches, employeeCodes: [...codes].sort(), firstDate, lastDate };
}
