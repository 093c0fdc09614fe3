/**
 * A one-sheet .xlsx written in parts with exactly the bytes @e965/xlsx (SheetJS) writes for the same
 * array of rows (issue 28: a register or report of 100,000 employees without the whole sheet, its
 * XML or the zip in memory, in a few string concatenations a cell). SheetJS has no streaming .xlsx
 * writer, so:
 * - the sheet's rows are written here, cell by cell, as SheetJS writes a sheet from `aoa_to_sheet`
 *   (`write_ws_xml_cell`: numbers as `<c r><v>`, strings as `t="str"` with its XML escapes and
 *   `xml:space` rules), to a temporary file as they come (from a sync or async source, its length
 *   unknown); a row SheetJS would write otherwise (a number that is not finite, a cell that is neither
 *   text nor number) is written by SheetJS itself;
 * - once the rows are written, every other part (workbook, styles, the sheet's head and tail) comes
 *   from SheetJS: a workbook of the same sheet name, its `<dimension>` and `<ignoredError sqref>` the
 *   range of the rows written;
 * - the zip (stored, no compression, no timestamps, as SheetJS writes it) is reassembled with the
 *   sheet's CRC-32, size and the shifted offsets. The temporary file goes when the body closes.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { utils, write } from '@e965/xlsx';

export type XlsxCell = string | number;
export type XlsxRow = readonly XlsxCell[];
/** Rows in order, from an array, a generator or an async source (e.g. batches read from the database). */
export type RowSource<T> = Iterable<T> | AsyncIterable<T>;

const SHEET = 'xl/worksheets/sheet1.xml';

function bookBytes(sheet: ReturnType<typeof utils.aoa_to_sheet>, name: string): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, name);
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function sheetXml(zip: Buffer): string {
  const entry = entriesOf(zip).entries.find((e) => e.name === SHEET);
  if (!entry) throw new Error('no sheet in the workbook');
  return entry.data.toString('utf8');
}

interface Entry {
  name: string;
  local: Buffer;
  data: Buffer;
  central: Buffer;
}

/** The entries of a stored zip as SheetJS writes it (local header, data, central directory record). */
function entriesOf(zip: Buffer): { entries: Entry[]; eocd: Buffer } {
  const eocdAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const cdAt = zip.readUInt32LE(eocdAt + 16);
  const entries: Entry[] = [];
  let at = 0;
  let cd = cdAt;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const headerEnd = at + 30 + nameLength + extra;
    const cdLength = 46 + zip.readUInt16LE(cd + 28) + zip.readUInt16LE(cd + 30) + zip.readUInt16LE(cd + 32);
    entries.push({
      name,
      local: Buffer.from(zip.subarray(at, headerEnd)),
      data: zip.subarray(headerEnd, headerEnd + size),
      central: Buffer.from(zip.subarray(cd, cd + cdLength)),
    });
    at = headerEnd + size;
    cd += cdLength;
  }
  return { entries, eocd: Buffer.from(zip.subarray(eocdAt)) };
}

// SheetJS's escapexml and writetag (xlsx.mjs): the five XML characters as entities, the control
// characters but tab and newline as _xHHHH_; `xml:space="preserve"` on a value that starts or ends
// with white space or holds a newline, and on its cell and row when the value holds a newline.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters SheetJS escapes.
const ESCAPED = /[&<>'"\u0000-\u0008\u000b-\u001f\uFFFE-\uFFFF]/;
const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};
const escapeXml = (s: string) =>
  s
    .replace(/[&<>'"]/g, (c) => ENTITY[c] ?? c)
    .replace(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters SheetJS escapes.
      /[\u0000-\u0008\u000b-\u001f\uFFFE-\uFFFF]/g,
      (c) => `_x${`000${c.charCodeAt(0).toString(16)}`.slice(-4)}_`,
    );
const PRESERVE = /(^\s|\s$|\n)/;

const columnNames: string[] = [];
const columnName = (c: number) => {
  for (let i = columnNames.length; i <= c; i++) columnNames.push(utils.encode_col(i));
  return columnNames[c] as string;
};

/** One row's XML as SheetJS writes it, or null when SheetJS itself must write it. */
function rowXml(row: XlsxRow, rr: string): string | null {
  let cells = '';
  let preserve = false;
  for (let c = 0; c < row.length; c++) {
    const v = row[c];
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return null;
      cells += `<c r="${columnName(c)}${rr}"><v>${v}</v></c>`;
    } else if (typeof v === 'string') {
      if (v.length > 32767) throw new Error('Text length must not exceed 32767 characters');
      const e = ESCAPED.test(v) ? escapeXml(v) : v;
      const value = e === '' || !PRESERVE.test(e) ? `<v>${e}</v>` : `<v xml:space="preserve">${e}</v>`;
      if (e.includes('\n')) {
        preserve = true;
        cells += `<c r="${columnName(c)}${rr}" t="str" xml:space="preserve">${value}</c>`;
      } else cells += `<c r="${columnName(c)}${rr}" t="str">${value}</c>`;
    } else return null;
  }
  if (cells === '') return '';
  return preserve ? `<row r="${rr}" xml:space="preserve">${cells}</row>` : `<row r="${rr}">${cells}</row>`;
}

/** SheetJS's own XML for one row at index `r` (the rare row rowXml leaves to it). */
function sheetJsRowXml(row: XlsxRow, r: number, sheetName: string): string {
  const part = sheetXml(
    bookBytes(utils.aoa_to_sheet([row as XlsxCell[]], { origin: r } as never), sheetName),
  );
  const from = part.indexOf('<sheetData>');
  return from < 0 ? '' : part.slice(from + '<sheetData>'.length, part.indexOf('</sheetData>'));
}

/** The items of a sync or async source; a sync one is walked without a promise an item. */
async function* items<T>(source: RowSource<T>): AsyncGenerator<T[]> {
  if (Symbol.asyncIterator in source) {
    for await (const item of source) yield [item];
    return;
  }
  let batch: T[] = [];
  for (const item of source) {
    batch.push(item);
    if (batch.length >= 2_000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export interface StreamedXlsx {
  length: number;
  sha256: string;
  body: Readable;
  /** Removes the temporary file without sending it. */
  discard: () => void;
}

const FLUSH_CHARS = 1 << 20;
const FRAME_REF = 'A1:B2';

/**
 * The bytes SheetJS writes for `aoa_to_sheet(rows)` in a workbook with one sheet `sheetName`, from
 * the rows in order (empty rows included; their number need not be known before).
 */
export async function streamedXlsx(sheetName: string, rows: RowSource<XlsxRow>): Promise<StreamedXlsx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sahod-xlsx-'));
  const discard = () => rmSync(dir, { recursive: true, force: true });
  const rowsPath = path.join(dir, 'rows.xml');
  let out: WriteStream | undefined;
  let closed: Promise<unknown> | undefined;
  try {
    out = createWriteStream(rowsPath);
    const writing = out;
    closed = once(out, 'close');
    // Awaited below; a failure before then (the rows' source failing) is handled in the catch.
    closed.catch(() => undefined);
    let rowsLength = 0;
    const put = async (text: string) => {
      const bytes = Buffer.from(text, 'utf8');
      rowsLength += bytes.length;
      if (!writing.write(bytes)) await once(writing, 'drain');
    };
    let count = 0;
    let lastRow = 0;
    let cols = 0;
    let pending = '';
    for await (const batch of items(rows)) {
      for (const row of batch) {
        const rr = String(count + 1);
        pending += rowXml(row, rr) ?? sheetJsRowXml(row, count, sheetName);
        if (row.length > 0) lastRow = count;
        if (row.length > cols) cols = row.length;
        count++;
      }
      if (pending.length >= FLUSH_CHARS) {
        await put(pending);
        pending = '';
      }
    }
    await put(pending);
    out.end();
    await closed;

    // Every part but the rows, from SheetJS: a one-cell frame (SheetJS walks every cell of a sheet's
    // range, so not the whole sheet's) whose range is then the whole sheet's, as aoa_to_sheet counts
    // it: from A1 to the last row with a cell and the widest row's last cell.
    const frame = utils.aoa_to_sheet([['']]);
    frame['!ref'] = FRAME_REF;
    const template = bookBytes(frame, sheetName);
    const ref = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lastRow, c: Math.max(0, cols - 1) } });
    const frameXml = sheetXml(template);
    const xml = frameXml.replaceAll(`ref="${FRAME_REF}"`, `ref="${ref}"`);
    if (xml.split(`ref="${ref}"`).length !== 3) throw new Error('unexpected SheetJS sheet frame');
    // No cell at all: SheetJS writes an empty <sheetData/>.
    const empty = rowsLength === 0;
    const head = Buffer.from(
      xml.slice(0, xml.indexOf('<sheetData>')) + (empty ? '<sheetData/>' : '<sheetData>'),
      'utf8',
    );
    const tail = Buffer.from(
      xml.slice(xml.indexOf('</sheetData>') + (empty ? '</sheetData>'.length : 0)),
      'utf8',
    );
    let crc = crc32(head);
    for await (const chunk of createReadStream(rowsPath)) crc = crc32(chunk as Buffer, crc);
    crc = crc32(tail, crc);
    const length = head.length + rowsLength + tail.length;

    const { entries, eocd } = entriesOf(template);
    const parts: (Buffer | 'rows')[] = [];
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const e of entries) {
      const central = Buffer.from(e.central);
      central.writeUInt32LE(offset, 42);
      if (e.name === SHEET) {
        const local = Buffer.from(e.local);
        for (const [buf, at] of [
          [local, 14],
          [central, 16],
        ] as const) {
          buf.writeUInt32LE(crc >>> 0, at);
          buf.writeUInt32LE(length, at + 4);
          buf.writeUInt32LE(length, at + 8);
        }
        parts.push(local, head, 'rows', tail);
        offset += local.length + length;
      } else {
        parts.push(e.local, e.data);
        offset += e.local.length + e.data.length;
      }
      centrals.push(central);
    }
    const cd = Buffer.concat(centrals);
    const end = Buffer.from(eocd);
    end.writeUInt32LE(cd.length, 12);
    end.writeUInt32LE(offset, 16);
    parts.push(cd, end);

    async function* bytes() {
      for (const p of parts) {
        if (p === 'rows') yield* createReadStream(rowsPath);
        else yield p;
      }
    }
    const hash = createHash('sha256');
    for await (const chunk of bytes()) hash.update(chunk as Buffer);
    const body = Readable.from(bytes(), { objectMode: false });
    body.once('close', discard);
    return { length: offset + cd.length + end.length, sha256: hash.digest('hex'), body, discard };
  } catch (err) {
    // The rows' file is closed before its folder goes (else its late open fails unhandled).
    if (out && !out.closed) out.destroy();
    await closed?.catch(() => undefined);
    discard();
    throw err;
  }
}
