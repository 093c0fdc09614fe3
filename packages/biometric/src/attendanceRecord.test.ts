import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { BiometricFileError } from './errors.ts';
import { fixture, text } from './fixtures.test-helper.ts';
import { groupPunches } from './group.ts';
import { parseBiometricFile } from './readFile.ts';

type Row = (string | number | null)[];

function xls(rows: Row[], bookType: 'biff8' | 'xlsx' = 'biff8'): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Attendance Record');
  return new Uint8Array(write(book, { bookType, type: 'array' }) as ArrayBuffer);
}

const TITLE: Row[] = [
  ['Attendance Record'],
  ['Create Time:2025/10/15 16:13:13'],
  ['Made Date:2025/10/01-2025/10/03'],
];
const HEADER: Row = ['Employee ID', 'Name', 'Department', 1, 2, 3];

function failure(name: string, bytes: Uint8Array): string {
  try {
    parseBiometricFile(name, bytes);
  } catch (error) {
    if (error instanceof BiometricFileError) return error.message;
    throw error;
  }
  throw new Error('read without an error');
}

describe("'Attendance Record' grid in a legacy .xls (BIFF8, written by SheetJS)", () => {
  const parsed = parseBiometricFile('Attendance Record.xls', fixture('attendance-record.xls'));
  const records = groupPunches(parsed.punches);

  it('finds the grid sheet behind a summary sheet and reads every employee row', () => {
    expect(parsed.layout).toBe('attendance-record');
    // 00004 has no punches in the range: no code, no records.
    expect(parsed.employeeCodes).toEqual(['00001', '00002', '00003', '00099']);
    expect(parsed.firstDate).toBe('2025-10-01');
    expect(parsed.lastDate).toBe('2025-10-15');
  });

  it('reads newline-separated punches into the day of their column, numeric codes padded', () => {
    expect(records).toEqual([
      {
        employee_code: '00001',
        shift_date: '2025-10-01',
        start_time: '07:58:00',
        end_time: '17:03:00',
        lunch_start: '12:01:00',
        lunch_end: '12:59:00',
        notes: 'COMPLETE RECORDS',
      },
      // '06:45\n06:45': the duplicate is dropped, leaving one punch.
      {
        employee_code: '00001',
        shift_date: '2025-10-02',
        start_time: '06:45:00',
        end_time: null,
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED TIME OUT AND LUNCH',
      },
      {
        employee_code: '00001',
        shift_date: '2025-10-03',
        start_time: '08:00:00',
        end_time: '17:00:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED LUNCH',
      },
      {
        employee_code: '00002',
        shift_date: '2025-10-01',
        start_time: '08:05:00',
        end_time: '17:10:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'MISSING LUNCH RECORD',
      },
      {
        employee_code: '00002',
        shift_date: '2025-10-04',
        start_time: '08:01:00',
        end_time: '17:00:00',
        lunch_start: '12:02:00',
        lunch_end: '12:30:00',
        notes: 'COMPLETE/TRIMMED RECORDS',
      },
      {
        employee_code: '00003',
        shift_date: '2025-10-01',
        start_time: '07:30:00',
        end_time: null,
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED TIME OUT AND LUNCH',
      },
      {
        employee_code: '00003',
        shift_date: '2025-10-15',
        start_time: '07:55:00',
        end_time: '17:05:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED LUNCH',
      },
      {
        employee_code: '00099',
        shift_date: '2025-10-02',
        start_time: '09:00:00',
        end_time: '18:00:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED LUNCH',
      },
    ]);
  });

  it('is the same file that e2e/fixtures holds for the end-to-end upload', () => {
    const e2e = fixture('../../../e2e/fixtures/biometric-attendance-record.xls');
    expect(parseBiometricFile('upload.xls', e2e).punches).toEqual(parsed.punches);
  });
});

describe('month-crossing ranges', () => {
  it('.xlsx: Made Date on row 4, days 27..31 then 1..5, an Excel time number', () => {
    const parsed = parseBiometricFile(
      'october-november.xlsx',
      fixture('attendance-record-month-crossing.xlsx'),
    );
    expect(parsed.layout).toBe('attendance-record');
    const dates = groupPunches(parsed.punches).map(
      (r) => `${r.employee_code} ${r.shift_date} ${r.start_time}`,
    );
    expect(dates).toEqual([
      '00001 2025-10-27 08:00:00',
      '00001 2025-10-31 07:59:00',
      '00001 2025-11-01 08:02:00',
      '00001 2025-11-05 18:00:00',
      '00002 2025-10-31 08:00:00',
    ]);
  });

  it('.csv: days 29, 30 then 1, 2, 3 of the next month, quoted multi-line cells', () => {
    const parsed = parseBiometricFile('grid.csv', fixture('attendance-record.csv'));
    expect(parsed.layout).toBe('attendance-record');
    expect(
      parsed.punches.filter((p) => p.employee_code === '00003').map((p) => `${p.date} ${p.time}`),
    ).toEqual([
      '2025-09-29 07:30:00',
      '2025-09-30 07:31:00',
      '2025-09-30 12:00:00',
      '2025-09-30 13:00:00',
      '2025-09-30 16:00:00',
      '2025-09-30 17:02:00',
      '2025-10-03 22:01:00',
    ]);
  });

  it('a year end: 2025/12/30-2026/01/02', () => {
    const rows: Row[] = [
      ['Made Date:2025/12/30-2026/01/02'],
      ['Employee ID', 'Name', 'Department', 30, 31, 1, 2],
      [],
      ['7', 'Lim', 'Admin', null, '08:00', '09:00', null],
    ];
    expect(parseBiometricFile('grid.xlsx', xls(rows, 'xlsx')).punches.map((p) => p.date)).toEqual([
      '2025-12-31',
      '2026-01-01',
    ]);
  });
});

describe('grid rules', () => {
  it('rows start two lines after the Employee ID header (the row between is not read)', () => {
    const rows: Row[] = [
      ...TITLE,
      HEADER,
      ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
      ['00001', 'Santos', 'Admin', '08:00'],
    ];
    expect(parseBiometricFile('grid.xls', xls(rows)).punches).toEqual([
      { employee_code: '00001', date: '2025-10-01', time: '08:00:00' },
    ]);
  });

  it("reads the range from the cell after 'Made Date:' too, and skips blank and footer rows", () => {
    const rows: Row[] = [
      ['Attendance Record'],
      ['Made Date:', '2025/10/01 - 2025/10/03'],
      HEADER,
      [],
      ['00001', 'Santos', 'Admin', '8:00 AM\n5:00 PM'],
      [],
      ['Prepared by:', null, null, null],
    ];
    expect(parseBiometricFile('grid.xls', xls(rows)).punches.map((p) => p.time)).toEqual([
      '08:00:00',
      '17:00:00',
    ]);
  });

  it.each([
    [
      'no Made Date',
      [TITLE[0]!, HEADER, [], ['00001', 'Santos', 'Admin', '08:00']],
      "Error converting XLS. The file has an 'Employee ID' header but no 'Made Date:' line with the date range.",
    ],
    [
      'no header',
      [...TITLE, ['00001', 'Santos', 'Admin', '08:00']],
      "Error converting XLS. The file has a 'Made Date:' line but no 'Employee ID' header row.",
    ],
    [
      'a bad range',
      [['Made Date:2025/10/01'], HEADER, [], ['1', 'x', 'y', '08:00']],
      'Error converting XLS. Row 1: the \'Made Date:\' range "2025/10/01" is not two dates such as 2025/10/01-2025/10/15.',
    ],
    [
      'a reversed range',
      [['Made Date:2025/10/03-2025/10/01'], HEADER],
      "Error converting XLS. Row 1: the 'Made Date:' range ends (2025-10-01) before it starts (2025-10-03).",
    ],
    [
      'a day outside the range',
      [...TITLE, ['Employee ID', 'Name', 'Department', 1, 2, 9]],
      "Error converting XLS. Row 4: column F is day 9, which is not in the 'Made Date:' range 2025-10-01 to 2025-10-03 (in order).",
    ],
    [
      'a header that is not a day',
      [...TITLE, ['Employee ID', 'Name', 'Department', 1, 'Total']],
      'Error converting XLS. Row 4: column E of the \'Employee ID\' header holds "Total", not a day of the month.',
    ],
    [
      'a cell that is not punches',
      [...TITLE, HEADER, [], ['00001', 'Santos', 'Admin', '08:00', 'absent']],
      'Error converting XLS. Row 6: column E (2025-10-02): "absent" is not a list of punch times (HH:MM, one per line).',
    ],
    [
      'an impossible time',
      [...TITLE, HEADER, [], ['00001', 'Santos', 'Admin', '08:00\n24:10']],
      'Error converting XLS. Row 6: column D (2025-10-01): "24:10" is not a valid time.',
    ],
    [
      'punches without an ID',
      [...TITLE, HEADER, [], [null, 'Santos', 'Admin', '08:00']],
      'Error converting XLS. Row 6: the row has punches but no Employee ID.',
    ],
  ] as [string, Row[], string][])('refuses %s, saying where', (_, rows, message) => {
    expect(failure('grid.xls', xls(rows))).toBe(message);
  });

  it('words grid errors in a CSV as CSV errors, with the line', () => {
    const csv =
      'Made Date:2025/10/01-2025/10/03\nEmployee ID,Name,Department,1,2,3\n,,,,,\n00001,Santos,Admin,08:00,late,\n';
    expect(failure('grid.csv', text(csv))).toBe(
      'Error processing CSV. Row 4: column E (2025-10-02): "late" is not a list of punch times (HH:MM, one per line).',
    );
  });

  it("answers 'Invalid/Empty data.' for a grid without any punch", () => {
    expect(failure('grid.xls', xls([...TITLE, HEADER, [], ['00001', 'Santos', 'Admin']]))).toBe(
      'Invalid/Empty data.',
    );
  });

  it('reads a sheet of punch rows (code | date | time) with Excel date and time numbers', () => {
    // 45936 is 2025-10-06 in Excel's 1900 system; 0.5 is noon.
    const rows: Row[] = [
      ['Code', 'Date', 'Time'],
      [12, 45936, 0.5],
      ['12', '2025-10-06', '5:15 PM'],
      [12, 45936.75],
    ];
    expect(parseBiometricFile('punches.xlsx', xls(rows, 'xlsx')).punches).toEqual([
      { employee_code: '00012', date: '2025-10-06', time: '12:00:00' },
      { employee_code: '00012', date: '2025-10-06', time: '17:15:00' },
      { employee_code: '00012', date: '2025-10-06', time: '18:00:00' },
    ]);
  });
});

describe("'xls' files that are not BIFF8", () => {
  it('reads an HTML table saved as .xls (web reports do this) through SheetJS', () => {
    const html = `<html><body><table>
      <tr><td>Attendance Record</td></tr>
      <tr><td>Made Date:2025/10/01-2025/10/03</td></tr>
      <tr><td>Employee ID</td><td>Name</td><td>Department</td><td>1</td><td>2</td><td>3</td></tr>
      <tr><td></td></tr>
      <tr><td>00001</td><td>Santos</td><td>Admin</td><td>08:00<br/>17:00</td><td></td><td>09:00</td></tr>
    </table></body></html>`;
    const parsed = parseBiometricFile('report.xls', text(html));
    expect(parsed.layout).toBe('attendance-record');
    expect(parsed.punches.map((p) => `${p.date} ${p.time}`)).toEqual([
      '2025-10-01 08:00:00',
      '2025-10-01 17:00:00',
      '2025-10-03 09:00:00',
    ]);
  });

  it('reads tab-separated text saved as .xls, and words its errors as XLS errors', () => {
    const tsv =
      'Made Date:2025/10/01-2025/10/03\nEmployee ID\tName\tDepartment\t1\t2\t3\n\n00001\tSantos\tAdmin\t"08:00\n17:00"\t\t\n';
    expect(parseBiometricFile('report.xls', text(tsv)).punches).toHaveLength(2);
    expect(failure('report.xls', text(tsv.replace('17:00', '17:0x')))).toMatch(
      /^Error converting XLS\. Row 4: column D \(2025-10-01\)/,
    );
  });
});
