/**
 * A one-sheet .xlsx written in parts with exactly the bytes @e965/xlsx (SheetJS) writes for the same
 * array of rows (issue 28: a register of 100,000 employees without the whole sheet object, its XML
 * and the zip in memory at once). SheetJS has no streaming .xlsx writer, so:
 * - every part but the sheet comes from SheetJS itself (a workbook of the same sheet name whose
 *   range is the whole sheet's);
 * - the sheet's rows are SheetJS's own XML, written a batch at a time (aoa_to_sheet with the batch's
 *   origin) to a temporary file while its CRC-32 is computed;
 * - the zip (stored, no compression, no timestamps, as SheetJS writes it) is reassembled with the
 *   sheet's CRC, size and the shifted offsets. The temporary file goes when the body closes.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { utils, write } from '@e965/xlsx';

export type XlsxCell = string | number;
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

export interface StreamedXlsx {
  length: number;
  sha256: string;
  body: Readable;
  /** Removes the temporary file without sending it. */
  discard: () => void;
}

/**
 * The bytes SheetJS writes for `aoa_to_sheet(rows)` in a workbook with one sheet `sheetName`, from
 * `batches` of those rows in order. `size` is the whole sheet's: rows (empty ones included) and
 * the widest row's cells.
 */
export async function streamedXlsx(
  sheetName: string,
  batches: Iterable<readonly (readonly XlsxCell[])[]>,
  size: { rows: number; cols: number },
): Promise<StreamedXlsx> {
  const ref = `A1:${utils.encode_cell({ r: Math.max(0, size.rows - 1), c: Math.max(0, size.cols - 1) })}`;
  const frame = utils.aoa_to_sheet([['']]);
  frame['!ref'] = ref;
  const template = bookBytes(frame, sheetName);
  const xml = sheetXml(template);
  const prefix = xml.slice(0, xml.indexOf('<sheetData>') + '<sheetData>'.length);
  const suffix = xml.slice(xml.indexOf('</sheetData>'));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sahod-xlsx-'));
  const discard = () => rmSync(dir, { recursive: true, force: true });
  const sheetPath = path.join(dir, 'sheet1.xml');
  try {
    const out = createWriteStream(sheetPath);
    const closed = once(out, 'close');
    let crc = 0;
    let length = 0;
    const put = async (text: string) => {
      const bytes = Buffer.from(text, 'utf8');
      crc = crc32(bytes, crc);
      length += bytes.length;
      if (!out.write(bytes)) await once(out, 'drain');
    };
    await put(prefix);
    let origin = 0;
    for (const batch of batches) {
      if (batch.length === 0) continue;
      const part = sheetXml(
        bookBytes(utils.aoa_to_sheet(batch as XlsxCell[][], { origin } as never), sheetName),
      );
      const from = part.indexOf('<sheetData>');
      if (from >= 0) await put(part.slice(from + '<sheetData>'.length, part.indexOf('</sheetData>')));
      origin += batch.length;
    }
    await put(suffix);
    out.end();
    await closed;

    const { entries, eocd } = entriesOf(template);
    const parts: (Buffer | 'sheet')[] = [];
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
        parts.push(local, 'sheet');
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
        if (p === 'sheet') yield* createReadStream(sheetPath);
        else yield p;
      }
    }
    const hash = createHash('sha256');
    for await (const chunk of bytes()) hash.update(chunk as Buffer);
    const body = Readable.from(bytes(), { objectMode: false });
    body.once('close', discard);
    return { length: offset + cd.length + end.length, sha256: hash.digest('hex'), body, discard };
  } catch (err) {
    discard();
    throw err;
  }
}
