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
import type { PdfMeta } from './payslipPdf.ts';

export function registerXlsx(rows: readonly PayrollRow[], meta: PdfMeta): Buffer {
  const columns = payrollRegisterColumns(rows);
  const aoa: (string | number)[][] = [
    [meta.company],
    [`Payroll Summary ${meta.period}`],
    [`Generated ${meta.generatedAt}`],
    [],
    ['Employee ID', 'Name', 'Department', ...columns.map((c) => c.label)],
  ];
  for (const [department, list] of payrollByDepartment(rows)) {
    for (const r of list) aoa.push([r.employee_code, r.name, department, ...columns.map((c) => c.value(r))]);
    aoa.push(['', `Total ${department}`, department, ...columns.map((c) => payrollColumnTotal(list, c))]);
  }
  aoa.push(['', 'Company total', '', ...columns.map((c) => payrollColumnTotal(rows, c))]);
  const sheet = utils.aoa_to_sheet(aoa);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Payroll Summary');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
