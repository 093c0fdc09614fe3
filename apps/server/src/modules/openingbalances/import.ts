/**
 * Import of opening balances for everyone (issue 23 section 1): the browser reads the .xlsx/.csv
 * (spreadsheet guard, Web Worker) and sends its rows; this checks every row (employee code, the
 * figures as on the profile, the go-live date against processed payrolls, an employee and year
 * repeated in the file) and lists every problem per row. Applying writes every row in one
 * transaction or none: the payroll locks of all the employees first, then the same checks again,
 * then the writes with their history entries. A row whose year, go-live date and amounts are all
 * blank (the template lists every employee) is skipped.
 */

import { utils, write } from '@e965/xlsx';
import { pesos } from '@sahod/payroll';
import {
  DATE_MSG,
  employeeFullName,
  isRealDate,
  isWithinBusinessDates,
  manilaToday,
  normalizeEmployeeCode,
  OPENING_BALANCE_AMOUNT_FIELDS,
  OPENING_BALANCE_MSG,
  OPENING_BALANCE_TEMPLATE_COLUMNS,
  type OpeningBalanceImportBody,
  type OpeningBalanceImportResponse,
  type OpeningBalanceImportRow,
  type OpeningBalanceValues,
  validateOpeningBalance,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { invalid } from '../../platform/errors.ts';
import { lockEmployees } from '../paylock/employeeLock.ts';
import {
  type Db,
  firstProcessedPayslips,
  goLiveProblem,
  savedYears,
  writeOpeningBalance,
} from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Line = OpeningBalanceImportResponse['lines'][number];
type Checked = { line: Line; employeeId: number | null; values: OpeningBalanceValues | null };

const CHUNK = 1000;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isBlankRow = (r: OpeningBalanceImportRow) =>
  blank(r.year) && blank(r.go_live_date) && OPENING_BALANCE_AMOUNT_FIELDS.every((f) => blank(r[f]));

async function employeesByCodes(db: Db, codes: string[]) {
  const out = [];
  for (let i = 0; i < codes.length; i += CHUNK) {
    out.push(
      ...(await db
        .selectFrom('employees')
        .select(['id', 'employee_code', 'first_name', 'middle_name', 'last_name', 'suffix'])
        .where('employee_code', 'in', codes.slice(i, i + CHUNK))
        .execute()),
    );
  }
  return out;
}

/** Every row checked, with its problems; reads only. */
async function checkRows(db: Db, input: readonly OpeningBalanceImportRow[]): Promise<Checked[]> {
  const rows = input
    .filter((r) => !isBlankRow(r))
    .map((r) => ({ ...r, code: normalizeEmployeeCode(String(r.employee_code ?? '')) }));
  const employees = await employeesByCodes(db, [...new Set(rows.map((r) => r.code).filter((c) => c !== ''))]);
  const byCode = new Map(employees.map((e) => [e.employee_code ?? '', e]));
  const keyCount = new Map<string, number>();
  const keyOf = (r: (typeof rows)[number]) => `${r.code}|${String(r.year ?? '').trim()}`;
  for (const r of rows) keyCount.set(keyOf(r), (keyCount.get(keyOf(r)) ?? 0) + 1);

  const checked: Checked[] = rows.map((r) => {
    const employee = byCode.get(r.code);
    const result = validateOpeningBalance(r as Record<string, unknown>);
    const problems: string[] = [];
    if (!employee) problems.push(OPENING_BALANCE_MSG.unknownCode(r.code));
    if ((keyCount.get(keyOf(r)) ?? 0) > 1)
      problems.push(OPENING_BALANCE_MSG.duplicate(r.code, String(r.year ?? '')));
    if (!result.ok) problems.push(...result.problems);
    const values = result.ok ? result.values : null;
    return {
      employeeId: employee?.id ?? null,
      values,
      line: {
        line: r.line,
        employee_code: r.code,
        name: employee ? employeeFullName(employee) : null,
        year: values?.year ?? null,
        go_live_date: values?.go_live_date ?? null,
        gross_compensation: values ? pesos(values.amounts.gross_compensation) : null,
        tax_withheld: values ? pesos(values.amounts.tax_withheld) : null,
        replaces: false,
        problems,
      },
    };
  });

  // The payroll check and the saved entries, per year.
  const years = new Set(checked.flatMap((c) => (c.values && c.employeeId ? [c.values.year] : [])));
  for (const year of years) {
    const ofYear = checked.filter((c) => c.values?.year === year && c.employeeId !== null);
    const ids = [...new Set(ofYear.map((c) => c.employeeId as number))];
    const first = await firstProcessedPayslips(db, ids, year);
    const saved = await savedYears(db, ids, year);
    for (const c of ofYear) {
      const id = c.employeeId as number;
      const values = c.values as OpeningBalanceValues;
      const problem = goLiveProblem(first.get(id), values.go_live_date);
      if (problem) c.line.problems.push(problem);
      c.line.replaces = saved.has(id);
    }
  }
  return checked;
}

export async function importOpeningBalances(
  deps: Deps,
  actor: Actor,
  body: OpeningBalanceImportBody,
): Promise<OpeningBalanceImportResponse> {
  const rows = body.rows;
  if (rows.filter((r) => !isBlankRow(r)).length === 0) throw invalid(OPENING_BALANCE_MSG.noRows);
  // A date outside the business bounds refuses the whole request, as on every route.
  for (const r of rows) {
    const date = typeof r.go_live_date === 'string' ? r.go_live_date.trim() : '';
    if (isRealDate(date) && !isWithinBusinessDates(date))
      throw invalid(`Row ${r.line}: go_live_date: ${DATE_MSG.outOfRange}`);
  }
  const summary = (checked: Checked[], saved: number, message: string) => ({
    message,
    lines: checked.map((c) => c.line),
    problem_rows: checked.filter((c) => c.line.problems.length > 0).length,
    saved,
  });
  if (body.dry_run !== false) return summary(await checkRows(deps.db, rows), 0, '');

  return deps.db.transaction().execute(async (trx) => {
    // The payroll locks of every employee named in the file first, then the checks, then the writes.
    const codes = [
      ...new Set(
        rows.map((r) => normalizeEmployeeCode(String(r.employee_code ?? ''))).filter((c) => c !== ''),
      ),
    ];
    await lockEmployees(
      trx,
      (await employeesByCodes(trx, codes)).map((e) => e.id),
    );
    const checked = await checkRows(trx, rows);
    const bad = checked.filter((c) => c.line.problems.length > 0).length;
    if (bad > 0) throw invalid(OPENING_BALANCE_MSG.importProblems(bad));
    for (const c of checked)
      await writeOpeningBalance(trx, deps, actor, c.employeeId as number, c.values as OpeningBalanceValues);
    return summary(checked, checked.length, OPENING_BALANCE_MSG.imported(checked.length));
  });
}

/**
 * The import template (.xlsx): the shared column labels, and a row per employee not separated
 * before this year with the code and name filled in; rows left blank are
 * skipped by the import.
 */
export async function openingBalanceTemplate(deps: Deps): Promise<Buffer> {
  const year = manilaToday(deps.clock.now()).slice(0, 4);
  const employees = await deps.db
    .selectFrom('employees')
    .select(['employee_code', 'first_name', 'middle_name', 'last_name', 'suffix'])
    .where('employee_code', 'is not', null)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', `${year}-01-01`)]))
    .orderBy('employee_code')
    .execute();
  const aoa: (string | number)[][] = [OPENING_BALANCE_TEMPLATE_COLUMNS.map((c) => c.label)];
  for (const e of employees) aoa.push([e.employee_code ?? '', employeeFullName(e)]);
  const sheet = utils.aoa_to_sheet(aoa);
  sheet['!cols'] = OPENING_BALANCE_TEMPLATE_COLUMNS.map((c) => ({ wch: Math.max(12, c.label.length + 2) }));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Opening Balances');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
