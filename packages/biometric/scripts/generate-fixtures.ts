/**
 * Writes the spreadsheet fixtures with SheetJS (the same library that reads them): the
 * 'Attendance Record' month grid as a legacy BIFF8 .xls and a month-crossing .xlsx, and copies
 * the attlog and the .xls to e2e/fixtures/ for the end-to-end upload test.
 *
 *   npx tsx packages/biometric/scripts/generate-fixtures.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { utils, type WorkBook, write } from '@e965/xlsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, '..', 'fixtures');
const e2eFixtures = path.join(here, '..', '..', '..', 'e2e', 'fixtures');

type Row = (string | number | null)[];

function days(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The grid as ZKTeco's "Attendance Record" report lays it out, with a summary sheet in front. */
export function attendanceRecordWorkbook(title: Row[], header: Row, employees: Row[]): WorkBook {
  const book = utils.book_new();
  const summary = utils.aoa_to_sheet([
    ['Exception Stat.'],
    ['Employee ID', 'Name', 'Late (min)', 'Early (min)', 'Absence'],
    ['00001', 'Santos', 3, 0, 0],
  ]);
  utils.book_append_sheet(book, summary, 'Exception Stat.');
  const grid = utils.aoa_to_sheet([...title, header, [], ...employees]);
  utils.book_append_sheet(book, grid, 'Attendance Record');
  return book;
}

/** October 1-15: text codes and one numeric code, duplicated punches, a trimmed day, blanks. */
function octoberRecord(): WorkBook {
  const header: Row = ['Employee ID', 'Name', 'Department', ...days(1, 15)];
  const blank = (n: number) => Array.from({ length: n }, () => null);
  return attendanceRecordWorkbook(
    [['Attendance Record'], ['Create Time:2025/10/15 16:13:13'], ['Made Date:2025/10/01-2025/10/15']],
    header,
    [
      [
        '00001',
        'Santos',
        'Admin',
        '07:58\n12:01\n12:59\n17:03',
        '06:45\n06:45',
        '08:00\n17:00',
        ...blank(12),
      ],
      [
        '00002',
        'Reyes',
        'Finance',
        '08:05\n12:00\n17:10',
        null,
        null,
        '08:01\n12:02\n12:30\n13:00\n17:00',
        ...blank(11),
      ],
      [3, 'Cruz', 'Operations', '07:30', ...blank(13), '07:55\n17:05'],
      ['00004', 'Garcia', 'Operations', ...blank(15)],
      ['99', 'Unknown', 'Guests', null, '09:00\n18:00', ...blank(13)],
    ],
  );
}

/** October 27 - November 5, 'Made Date:' on row 4, one punch stored as an Excel time number. */
function monthCrossingRecord(): WorkBook {
  const header: Row = ['Employee ID', 'Name', 'Department', ...days(27, 31), ...days(1, 5)];
  return attendanceRecordWorkbook(
    [
      ['Attendance Record'],
      ['Create Time:2025/11/05 18:00:00'],
      ['Company: Sahod Demo Inc.'],
      ['Made Date:2025/10/27-2025/11/05'],
    ],
    header,
    [
      [
        '00001',
        'Santos',
        'Admin',
        '08:00\n17:00',
        null,
        null,
        null,
        '07:59\n12:00\n13:00\n17:01',
        '08:02\n17:03',
        null,
        null,
        null,
        0.75,
      ],
      ['00002', 'Reyes', 'Finance', null, null, null, null, '08:00', null, null, null, null, null],
    ],
  );
}

function writeBook(book: WorkBook, file: string, bookType: 'biff8' | 'xlsx'): void {
  const bytes = write(book, { bookType, type: 'buffer', compression: bookType === 'xlsx' }) as Buffer;
  fs.writeFileSync(path.join(fixtures, file), bytes);
}

fs.mkdirSync(e2eFixtures, { recursive: true });
writeBook(octoberRecord(), 'attendance-record.xls', 'biff8');
writeBook(monthCrossingRecord(), 'attendance-record-month-crossing.xlsx', 'xlsx');
fs.copyFileSync(
  path.join(fixtures, 'attendance-record.xls'),
  path.join(e2eFixtures, 'biometric-attendance-record.xls'),
);
fs.copyFileSync(path.join(fixtures, 'attlog.txt'), path.join(e2eFixtures, 'biometric-attlog.txt'));
console.log('fixtures written');
