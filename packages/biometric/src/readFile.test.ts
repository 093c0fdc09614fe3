import { describe, expect, it } from 'vitest';
import { BiometricFileError } from './errors.ts';
import { fixture, text } from './fixtures.test-helper.ts';
import { groupPunches } from './group.ts';
import { biometricFileKind, parseBiometricFile } from './readFile.ts';

function failure(name: string, bytes: Uint8Array): BiometricFileError {
  try {
    parseBiometricFile(name, bytes);
  } catch (error) {
    if (error instanceof BiometricFileError) return error;
    throw error;
  }
  throw new Error(`${name} was read without an error`);
}

describe('file types', () => {
  it('accepts .txt, .xls, .xlsx and .csv in any case', () => {
    expect(biometricFileKind('1_attlog.TXT')).toBe('txt');
    expect(biometricFileKind('report.xls')).toBe('xls');
    expect(biometricFileKind('report.XLSX')).toBe('xls');
    expect(biometricFileKind('export.csv')).toBe('csv');
  });

  it("refuses any other type with 'Invalid filetype.'", () => {
    for (const name of ['timesheet.pdf', '1_attlog.dat', 'photo.png', 'noextension', 'archive.csv.zip']) {
      const error = failure(name, fixture('attlog.txt'));
      expect(error.message).toBe('Invalid filetype.');
      expect(error.code).toBe('INVALID_FILETYPE');
    }
  });

  it("answers 'Invalid/Empty data.' when nothing usable comes out", () => {
    expect(failure('empty.txt', new Uint8Array()).message).toBe('Invalid/Empty data.');
    expect(failure('blank.txt', text('\r\n  \n\t\n')).message).toBe('Invalid/Empty data.');
    expect(failure('header-only.csv', text('Employee Code,Date,Time\n')).message).toBe('Invalid/Empty data.');
    expect(failure('no-rows.csv', text('Department,Name,No.,Date/Time,Status,Location ID\n')).code).toBe(
      'EMPTY_DATA',
    );
  });
});

describe('ZKTeco attlog', () => {
  const parsed = parseBiometricFile('1_attlog.txt', fixture('attlog.txt'));

  it('is detected from the content and reads space-padded PINs as zero-padded codes', () => {
    expect(parsed.layout).toBe('zkteco-attlog');
    expect(parsed.employeeCodes).toEqual(['00001', '00002', '00003', '00004', '00099']);
    expect(parsed.punches).toHaveLength(17);
    expect(parsed.punches[0]).toEqual({ employee_code: '00001', date: '2025-10-06', time: '07:55:12' });
    expect(parsed.firstDate).toBe('2025-10-06');
    expect(parsed.lastDate).toBe('2025-10-07');
  });

  it('ignores the verify and state columns (state 255, or 0 for every punch, changes nothing)', () => {
    const records = groupPunches(parsed.punches);
    // 00003 punched three times with state 0 ("in") each time: still start, (dropped), end.
    expect(records.find((r) => r.employee_code === '00003')).toMatchObject({
      start_time: '08:10:31',
      end_time: '17:00:02',
      notes: 'MISSING LUNCH RECORD',
    });
    // 00002's duplicated 255-state punch counts once.
    expect(records.find((r) => r.employee_code === '00002')).toMatchObject({
      start_time: '08:02:00',
      end_time: '17:30:10',
      notes: 'NO RECORDED LUNCH',
    });
  });

  it('reads the same bytes whatever the name says (detection is by content)', () => {
    const asCsv = parseBiometricFile('punches.csv', fixture('attlog.txt'));
    expect(asCsv.punches).toEqual(parsed.punches);
  });

  it('reads UTF-16 exports (with byte-order mark) like UTF-8 ones', () => {
    const source = new TextDecoder().decode(fixture('attlog.txt'));
    const utf16 = new Uint8Array(2 + source.length * 2);
    utf16[0] = 0xff;
    utf16[1] = 0xfe;
    for (let i = 0; i < source.length; i++) utf16[2 + i * 2] = source.charCodeAt(i);
    expect(parseBiometricFile('attlog.txt', utf16).punches).toEqual(parsed.punches);
  });

  it('reports a malformed line with its number and content', () => {
    const error = failure('attlog.txt', fixture('attlog-malformed.txt'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.line).toBe(3);
    expect(error.message).toBe(
      'Error parsing TXT. Double check formatting. Line 3: expected a time (HH:MM, HH:MM:SS or 12-hour such as 5:15 PM) after the date 2025-10-06, in "2\\t2025-10-06\\t1\\t0\\t0\\t0".',
    );
  });

  it.each([
    ['        7\t2025-02-30 08:00:00\t1\t0\t0\t0', 'Line 2: "2025-02-30" is not a valid date'],
    ['        7\t2025-10-06 25:10:00\t1\t0\t0\t0', 'Line 2: "25:10:00" is not a valid time'],
    [
      '        7\t06-10-2025x 08:00\t1',
      'Line 2: expected a date (yyyy-MM-dd, MM/dd/yyyy or yyyy/MM/dd) after employee code "7"',
    ],
    ['Juan#1\t2025-10-06 08:00:00', 'Line 2: "Juan#1" is not an employee code'],
  ])('says what is wrong on a bad line: %s', (line, expected) => {
    const bytes = text(`        1\t2025-10-06 07:55:12\t1\t0\t0\t0\n${line}\n`);
    const error = failure('attlog.txt', bytes);
    expect(error.message.startsWith('Error parsing TXT. Double check formatting. ')).toBe(true);
    expect(error.message).toContain(expected);
  });

  it('words the same failure for a .csv file as a CSV error', () => {
    const error = failure('attlog.csv', text('1,2025-10-06,08:00\n1,2025-10-06,8 o clock\n'));
    expect(error.message).toMatch(/^Error processing CSV\. Line 2: expected a time/);
  });

  it('skips blank lines and counts them in line numbers', () => {
    const error = failure(
      'attlog.txt',
      text('        1\t2025-10-06 07:55:12\t1\t0\n\r\n\n        1\tbroken\n'),
    );
    expect(error.line).toBe(4);
  });

  it('reports progress up to 1 for a large file', () => {
    const line = '      123\t2025-10-06 07:55:12\t1\t0\t0\t0\n';
    const seen: number[] = [];
    parseBiometricFile('big.txt', text(line.repeat(10_000)), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

describe('text export with 12-hour times', () => {
  it('reads the fixture: header skipped, dates in two formats, AM/PM converted, codes padded', () => {
    const parsed = parseBiometricFile('export.txt', fixture('text-12h.txt'));
    expect(parsed.layout).toBe('punch-text');
    expect(parsed.employeeCodes).toEqual(['00001', '00003', '00A12']);
    expect(parsed.punches.slice(0, 4).map((p) => p.time)).toEqual([
      '07:58:00',
      '12:01:00',
      '13:00:00',
      '17:15:00',
    ]);
    expect(parsed.punches.filter((p) => p.employee_code === '00A12')).toEqual([
      { employee_code: '00A12', date: '2025-10-06', time: '23:55:00' },
      { employee_code: '00A12', date: '2025-10-07', time: '00:05:00' },
    ]);
  });

  it('accepts comma, tab, semicolon, quotes or whitespace between the fields', () => {
    const expected = [{ employee_code: '00012', date: '2025-10-06', time: '17:15:00' }];
    for (const line of [
      '12,2025-10-06,5:15 PM',
      '12\t10/06/2025\t5:15 PM',
      '12 2025/10/06 5:15 PM',
      '  12   2025-10-06    05:15 pm  ',
      '"12";"10/06/2025";"5:15 PM"',
      '12 2025-10-06T17:15:00',
    ]) {
      expect(parseBiometricFile('export.txt', text(`${line}\n`)).punches, line).toEqual(expected);
    }
  });

  it("reads a text export whose header says 'Employee ID' (not a grid: no day columns)", () => {
    const parsed = parseBiometricFile(
      'export.csv',
      text('Employee ID,Date,Time\n7,10/06/2025,8:00 AM\n7,10/06/2025,5:00 PM\n'),
    );
    expect(parsed.layout).toBe('punch-text');
    expect(parsed.punches.map((p) => `${p.employee_code} ${p.date} ${p.time}`)).toEqual([
      '00007 2025-10-06 08:00:00',
      '00007 2025-10-06 17:00:00',
    ]);
  });

  it('only skips a first line that has no clock time (a header); a broken first punch is an error', () => {
    const error = failure('export.txt', text('12,2025-13-06,5:15 PM\n'));
    expect(error.message).toContain('Line 1: "2025-13-06" is not a valid date');
  });
});

describe('ZKTeco desk-software CSV', () => {
  it('reads codes and timestamps, strips the broken locale token and ignores C/In and C/Out', () => {
    const parsed = parseBiometricFile('export.csv', fixture('desk-software.csv'));
    expect(parsed.layout).toBe('desk-software-csv');
    expect(parsed.punches).toEqual([
      { employee_code: '00001', date: '2025-10-06', time: '07:55:00' },
      { employee_code: '00001', date: '2025-10-06', time: '12:02:00' },
      { employee_code: '00001', date: '2025-10-06', time: '13:01:00' },
      { employee_code: '00001', date: '2025-10-06', time: '17:05:00' },
      { employee_code: '00002', date: '2025-10-06', time: '08:01:00' },
      { employee_code: '00002', date: '2025-10-06', time: '17:15:00' },
    ]);
    // Both of 00002's punches say C/In; the grouping still makes them start and end.
    expect(groupPunches(parsed.punches)[1]).toMatchObject({ start_time: '08:01:00', end_time: '17:15:00' });
  });

  it('says which row holds a bad timestamp', () => {
    const csv =
      'Department,Name,No.,Date/Time,Status,Location ID\nAdmin,"Santos, Maria",1,10/06/2025 7:55 A12P12,C/In,1\nAdmin,"Santos, Maria",1,yesterday,C/Out,1\n';
    expect(failure('export.csv', text(csv)).message).toBe(
      'Error processing CSV. Row 3: the Date/Time column: "yesterday" is not a date and time such as 02/12/2024 5:15 PM.',
    );
  });

  it('says which row holds a bad code and where a quote is left open', () => {
    const header = 'Department,Name,No.,Date/Time,Status,Location ID\n';
    expect(
      failure('export.csv', text(`${header}Admin,"Santos, Maria",,10/06/2025 7:55,C/In,1\n`)).message,
    ).toBe('Error processing CSV. Row 2: the No. column holds "", not an employee code.');
    expect(
      failure('export.csv', text(`${header}Admin,"Santos, Maria,1,10/06/2025 7:55,C/In,1\n`)).message,
    ).toMatch(/^Error processing CSV\. Row 2: .*quoted field is not closed/);
  });
});

describe('other content', () => {
  it('refuses binary content with a clear sentence', () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]);
    expect(failure('scan.txt', bytes).message).toBe(
      'Error parsing TXT. Double check formatting. The file is binary, not text or a spreadsheet export.',
    );
  });

  it('refuses a broken spreadsheet with the XLS message', () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
    expect(failure('report.xls', bytes).message).toMatch(
      /^Error converting XLS\. The file could not be read as a spreadsheet/,
    );
  });
});
