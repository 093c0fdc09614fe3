/**
 * The one check before any spreadsheet is parsed (issue 20 "Spreadsheet bombs"): a 925 KB .xlsx
 * that inflates to about 300 MB froze the records import for 88 s and 2 GB. An .xlsx is a zip, and
 * its central directory declares every part's uncompressed size: their sum is read from the last
 * bytes of the file (no inflating) and a file above the limits is refused before the spreadsheet
 * library sees it. Used by the earnings/deductions records import and the biometric upload (both
 * in the browser; the server parses no spreadsheet).
 *
 * Limits: the file itself at most 20 MB, its parts at most 100 MB unpacked (a 100,000-punch
 * biometric export is well below both). A zip whose directory cannot be read, or that needs ZIP64
 * (parts of 4 GB, over 65,535 parts), is refused as well.
 */

export const SPREADSHEET_MAX_BYTES = 20 * 1024 * 1024;
export const SPREADSHEET_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export const SPREADSHEET_MSG = {
  tooLarge: 'The file is larger than 20 MB. Split it into smaller files.',
  unpacksTooLarge:
    'The spreadsheet unpacks to more than 100 MB, too much to read in the browser. Split it into smaller files.',
  damaged: 'The spreadsheet is damaged: its list of contents cannot be read.',
} as const;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record may be followed by a comment of up to 65,535 bytes. */
const EOCD_SEARCH = EOCD_SIZE + 0xffff;

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The sum of the declared uncompressed sizes of a zip's entries, or null when unreadable. */
export function zipUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - EOCD_SIZE; i >= Math.max(0, bytes.length - EOCD_SEARCH); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  // 0xFFFF / 0xFFFFFFFF mark ZIP64 records: never needed by a sheet of sane size.
  if (entries === 0xffff || directoryStart === 0xffffffff || directoryStart + directorySize > end)
    return null;
  let total = 0;
  let at = directoryStart;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === 0xffffffff) return null;
    total += unpacked;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/** What stops the file from being parsed (a message), or undefined when it may be. */
export function spreadsheetProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length > SPREADSHEET_MAX_BYTES) return SPREADSHEET_MSG.tooLarge;
  if (!isZip(bytes)) return undefined;
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null) return SPREADSHEET_MSG.damaged;
  return unpacked > SPREADSHEET_MAX_UNPACKED_BYTES ? SPREADSHEET_MSG.unpacksTooLarge : undefined;
}
