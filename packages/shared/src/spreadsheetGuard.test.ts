import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MSG,
  spreadsheetProblem,
  zipUnpackedSize,
} from './spreadsheetGuard.ts';

/**
 * A zip of deflated entries written by hand; `declare` overrides an entry's declared uncompressed
 * size (a bomb's directory tells the truth about a small file that inflates hugely).
 */
function zipOf(entries: Array<{ name: string; data: Uint8Array; declare?: number }>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = deflateRawSync(e.data);
    const size = e.declare ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const sheet = (bytes: number) => new Uint8Array(bytes).fill(0x20);

describe('spreadsheetProblem (issue 20: spreadsheet bombs)', () => {
  it('sums the declared sizes of every part without inflating anything', () => {
    const zip = zipOf([
      { name: '[Content_Types].xml', data: sheet(1000) },
      { name: 'xl/worksheets/sheet1.xml', data: sheet(250_000) },
    ]);
    expect(zipUnpackedSize(zip)).toBe(251_000);
    expect(spreadsheetProblem(zip)).toBeUndefined();
  });

  it('refuses a small file declaring 300 MB of sheets, before any parsing', () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: sheet(100) },
      { name: 'xl/worksheets/sheet1.xml', data: sheet(1000), declare: 300 * 1024 * 1024 },
    ]);
    expect(bomb.length).toBeLessThan(2000);
    expect(spreadsheetProblem(bomb)).toBe(
      'The spreadsheet unpacks to more than 100 MB, too much to read in the browser. Split it into smaller files.',
    );
    // Many parts just under the limit each add up: 2 x 60 MB is over 100 MB.
    const spread = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: sheet(10), declare: 60 * 1024 * 1024 },
      { name: 'xl/worksheets/sheet2.xml', data: sheet(10), declare: 60 * 1024 * 1024 },
    ]);
    expect(spreadsheetProblem(spread)).toBe(SPREADSHEET_MSG.unpacksTooLarge);
  });

  it('refuses a file over 20 MB, a zip without a readable directory and ZIP64 sizes', () => {
    expect(spreadsheetProblem(new Uint8Array(SPREADSHEET_MAX_BYTES + 1))).toBe(SPREADSHEET_MSG.tooLarge);
    const zip = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheet(100) }]);
    expect(spreadsheetProblem(zip.slice(0, zip.length - 10))).toBe(SPREADSHEET_MSG.damaged);
    const zip64 = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: sheet(10), declare: 0xffffffff }]);
    expect(spreadsheetProblem(zip64)).toBe(SPREADSHEET_MSG.damaged);
  });

  it('lets CSV text and .xls (not a zip) through to their own readers', () => {
    expect(spreadsheetProblem(new TextEncoder().encode('Employee Code,Amount\n00001,100\n'))).toBeUndefined();
    expect(spreadsheetProblem(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toBeUndefined();
  });
});
