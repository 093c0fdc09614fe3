/**
 * The downloadable template: the first sheet holds the headers only (the import reads it), a
 * 'Notes' sheet says what each column takes and lists the names HR can use (companies with their
 * departments and designations, statuses, pay periods, groups, banks, leave types). The CSV is the
 * header line alone.
 */
import { utils, write } from '@e965/xlsx';
import { EMPLOYEE_IMPORT_COLUMNS, leaveColumnHeader } from '@sahod/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB>;

async function names(
  db: Db,
  table: 'employment_statuses' | 'pay_periods' | 'employee_types' | 'genders' | 'civil_statuses',
) {
  return (await db.selectFrom(table).select('name').orderBy('sort_order').orderBy('id').execute()).map(
    (r) => r.name,
  );
}

async function templateHeaders(db: Db): Promise<string[]> {
  const leaveTypes = await db
    .selectFrom('application_types')
    .select('name')
    .where('uses_leave_credits', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return [
    ...EMPLOYEE_IMPORT_COLUMNS.map((c) => c.header),
    ...leaveTypes.map((t) => leaveColumnHeader(t.name)),
  ];
}

export async function templateCsv(db: Db): Promise<string> {
  const headers = await templateHeaders(db);
  return `${headers.map((h) => (/[",]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h)).join(',')}\r\n`;
}

export async function templateXlsx(db: Db): Promise<Buffer> {
  const headers = await templateHeaders(db);
  const employees = utils.aoa_to_sheet([headers]);
  employees['!cols'] = headers.map((h) => ({ wch: Math.max(12, h.length + 2) }));

  const organisation = await db
    .selectFrom('companies as c')
    .leftJoin('departments as d', 'd.company_id', 'c.id')
    .leftJoin('designations as g', 'g.department_id', 'd.id')
    .select(['c.name as company', 'd.name as department', 'g.name as designation'])
    .orderBy('c.name')
    .orderBy('d.name')
    .orderBy('g.name')
    .execute();
  const groups = async (table: 'salary_groups' | 'w_tax_groups' | 'benefits_groups') =>
    (await db.selectFrom(table).select('name').orderBy('name').execute()).map((r) => r.name).join(', ');
  const banks = (await db.selectFrom('banks').select(['code', 'name']).orderBy('sort_order').execute())
    .map((b) => `${b.name} (${b.code})`)
    .join(', ');
  const notes: string[][] = [
    ['Column', 'Required', 'What it takes'],
    ...EMPLOYEE_IMPORT_COLUMNS.map((c) => [c.header, 'required' in c && c.required ? 'yes' : '', c.hint]),
    ...headers
      .slice(EMPLOYEE_IMPORT_COLUMNS.length)
      .map((h) => [h, '', 'the opening leave balance in days (0 to 365)']),
    [],
    ['Names Sahod knows'],
    ['Gender', (await names(db, 'genders')).join(', ')],
    ['Civil Status', (await names(db, 'civil_statuses')).join(', ')],
    ['Employee Type', (await names(db, 'employee_types')).join(', ')],
    ['Status', (await names(db, 'employment_statuses')).join(', ')],
    ['Pay Period', (await names(db, 'pay_periods')).join(', ')],
    ['Salary Group', await groups('salary_groups')],
    ['Tax Group', await groups('w_tax_groups')],
    ['Benefits Group', await groups('benefits_groups')],
    ['Bank', banks],
    [],
    ['Company', 'Department', 'Designation'],
    ...organisation.map((o) => [o.company, o.department ?? '', o.designation ?? '']),
  ];
  const notesSheet = utils.aoa_to_sheet(notes);
  notesSheet['!cols'] = [{ wch: 40 }, { wch: 30 }, { wch: 60 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, employees, 'Employees');
  utils.book_append_sheet(book, notesSheet, 'Notes');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
