import { describe, expect, it } from 'vitest';
import {
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MSG,
  spreadsheetProblem,
  zipUnpackedSize,
} from './spreadsheetGuard.ts';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * A zip of stored entries written by hand; `declare` overrides an entry's declared uncompressed
 * size (a bomb's directory declares a huge part in a small file).
 */
function zipOf(entries: Array<{ name: string; data: Uint8Array; declare?: number }>): Uint8Array {
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = ascii(e.name);
    const size = e.declare ?? e.data.length;
    const local = new Uint8Array(30);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint32(18, e.data.length, true);
    l.setUint32(22, size, true);
    l.setUint16(26, name.length, true);
    parts.push(local, name, e.data);
    const central = new Uint8Array(46);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint32(20, e.data.length, true);
    c.setUint32(24, size, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directoryLength = centrals.reduce((n, p) => n + p.length, 0);
  const end = new Uint8Array(22);
  const d = new DataView(end.buffer);
  d.setUint32(0, 0x06054b50, true);
  d.setUint16(8, entries.length, true);
  d.setUint16(10, entries.length, true);
  d.setUint32(12, directoryLength, true);
  d.setUint32(16, offset, true);
  const all = [...parts, ...centrals, end];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
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
    expect(spreadsheetProblem(ascii('Employee Code,Amount\n00001,100\n'))).toBeUndefined();
    expect(spreadsheetProblem(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toBeUndefined();
  });
});
