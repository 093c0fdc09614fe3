/**
 * The payroll register (Payroll Summary report) as .xlsx with @e965/xlsx, from the same stored
 * snapshots as the screen: company, period and generation time on top; one row per employee with the
 * gross components, other earnings and benefits, Total Earnings, each deduction and Net Pay; a total
 * row per department and one for the company. Amounts are numbers (pesos, 2 decimals).
 */
import { utils, write } from '@e965/xlsx';
import {
  type PayrollRow,
  payrollByDepartment,
  payrollColumnTotal,
  payrollRegisterColumns,
} from '@sahod/shared';
import { streamedXlsx } from '../../platform/xlsxStream.ts';
import type { PdfMeta } from './payslipPdf.ts';

type Cell = string | number;

/** The register's rows in order (titles, header, employees and department totals, company total). */
function* registerRows(rows: readonly PayrollRow[], meta: PdfMeta): Generator<Cell[]> {
  const columns = payrollRegisterColumns(rows);
  yield [meta.company];
  yield [`Payroll Summary ${meta.period}`];
  yield [`Generated ${meta.generatedAt}`];
  yield [];
  yield ['Employee ID', 'Name', 'Department', ...columns.map((c) => c.label)];
  for (const [department, list] of payrollByDepartment(rows)) {
    for (const r of list) yield [r.employee_code, r.name, department, ...columns.map((c) => c.value(r))];
    yield ['', `Total ${department}`, department, ...columns.map((c) => payrollColumnTotal(list, c))];
  }
  yield ['', 'Company total', '', ...columns.map((c) => payrollColumnTotal(rows, c))];
}

export function registerXlsx(rows: readonly PayrollRow[], meta: PdfMeta): Buffer {
  const sheet = utils.aoa_to_sheet([...registerRows(rows, meta)]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Payroll Summary');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * The same .xlsx, byte for byte, written row by row through a temporary file and streamed
 * (issue 28: 100,000 employees without the whole sheet, its XML and the zip in memory).
 */
export function registerXlsxStream(rows: readonly PayrollRow[], meta: PdfMeta) {
  return streamedXlsx('Payroll Summary', registerRows(rows, meta));
}
