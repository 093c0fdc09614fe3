/**
 * Every problem of every row: names resolved to ids (unknown company, a department not of the
 * company, ...), required columns, codes repeated in the file or already in the database, then the
 * profile's own validators (dates, government numbers, bank account, contacts) and the leave
 * balances. A row without problems carries the values the profile would store.
 */
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MSG,
  EMPLOYEE_MSG,
  type EmployeeImportRow,
  type EmploymentValues,
  employeeFullName,
  importHeaderOf,
  isValidEmployeeCode,
  LEAVE_IMPORT_MAX_DAYS,
  normalizeEmployeeCode,
  type PersonalInfoValues,
  parseHundredths,
  validateEmploymentDetails,
  validatePersonalInfo,
} from '@sahod/shared';
import { type Lookups, type NameIndex, nameKey } from './lookups.ts';
import type { SheetRow } from './parse.ts';

export interface CheckedRow {
  summary: EmployeeImportRow;
  /** null when the row has problems. */
  personal: PersonalInfoValues | null;
  employment: EmploymentValues | null;
  /** application type id -> days (only balances above 0). */
  leave: Array<{ typeId: number; days: number }>;
}

type Problems = EmployeeImportRow['problems'];

const header = (key: string) => EMPLOYEE_IMPORT_COLUMNS.find((c) => c.key === key)?.header ?? key;

/** The id of a name in an index, or a problem when it is unknown or ambiguous. */
function resolve(
  index: NameIndex | undefined,
  value: string | undefined,
  key: string,
  problems: Problems,
  parent?: { key: string; value: string },
): number | null {
  if (value === undefined) return null;
  const found = index?.get(nameKey(value)) ?? [];
  if (found.length === 1) return (found[0] as { id: number }).id;
  const label = header(key);
  let message = EMPLOYEE_IMPORT_MSG.unknown(label, value);
  if (found.length > 1) message = EMPLOYEE_IMPORT_MSG.ambiguous(label, value);
  else if (parent) message = EMPLOYEE_IMPORT_MSG.notUnder(label, value, header(parent.key), parent.value);
  problems.push({ column: label, message });
  return null;
}

const pesosText = (centavos: number | null | undefined) =>
  centavos === null || centavos === undefined ? undefined : (Number(centavos) / 100).toFixed(2);

/** Leave balances: days 0-365 with at most 2 decimals; 0 grants nothing. */
function leaveBalances(row: SheetRow, lookups: Lookups, problems: Problems): CheckedRow['leave'] {
  const leave: CheckedRow['leave'] = [];
  for (const type of lookups.leaveTypes) {
    const column = `${type.name} (days)`;
    const raw = row.cells.get(column);
    if (raw === undefined) continue;
    const parsed = parseHundredths(raw, column);
    if (!parsed.ok || parsed.value > LEAVE_IMPORT_MAX_DAYS * 100) {
      problems.push({ column, message: EMPLOYEE_IMPORT_MSG.leaveDays(column) });
    } else if (parsed.value > 0) leave.push({ typeId: type.id, days: parsed.value / 100 });
  }
  return leave;
}

/** The profile's cascade messages for a level given without the one above it. */
const NEEDS_PARENT: Record<string, string> = {
  province: EMPLOYEE_MSG.provinceNeedsRegion,
  city: EMPLOYEE_MSG.cityNeedsProvince,
  barangay: EMPLOYEE_MSG.barangayNeedsCity,
  department: EMPLOYEE_MSG.departmentNeedsCompany,
  designation: EMPLOYEE_MSG.designationNeedsDepartment,
};

/**
 * A child level (province, city, barangay, department, designation) within its resolved parent.
 * Given without its parent: the profile's cascade message; its parent unknown: nothing more to say.
 */
function child(
  indexes: Map<number, NameIndex>,
  parentId: number | null,
  key: string,
  parentKey: string,
  row: SheetRow,
  problems: Problems,
): number | null {
  const value = row.cells.get(key);
  if (value === undefined) return null;
  const parentValue = row.cells.get(parentKey);
  if (parentValue === undefined) {
    problems.push({ column: header(key), message: NEEDS_PARENT[key] as string });
    return null;
  }
  if (parentId === null) return null;
  return resolve(indexes.get(parentId), value, key, problems, { key: parentKey, value: parentValue });
}

/** The names of one row resolved to the ids the profile stores. */
function resolveIds(row: SheetRow, lookups: Lookups, problems: Problems): Record<string, unknown> {
  const cell = (key: string) => row.cells.get(key);
  const ids: Record<string, unknown> = {};
  ids.gender_id = resolve(lookups.genders, cell('gender'), 'gender', problems);
  ids.civil_status_id = resolve(lookups.civilStatuses, cell('civil_status'), 'civil_status', problems);
  ids.blood_type_id = resolve(lookups.bloodTypes, cell('blood_type'), 'blood_type', problems);
  const region = resolve(lookups.regions, cell('region'), 'region', problems);
  const province = child(lookups.provinces, region, 'province', 'region', row, problems);
  const city = child(lookups.cities, province, 'city', 'province', row, problems);
  const barangay = child(lookups.barangays, city, 'barangay', 'city', row, problems);
  Object.assign(ids, { region_id: region, province_id: province, city_id: city, barangay_id: barangay });
  const company = resolve(lookups.companies, cell('company'), 'company', problems);
  const department = child(lookups.departments, company, 'department', 'company', row, problems);
  const designation = child(lookups.designations, department, 'designation', 'department', row, problems);
  Object.assign(ids, { company_id: company, department_id: department, designation_id: designation });
  ids.employee_type_id = resolve(lookups.employeeTypes, cell('employee_type'), 'employee_type', problems);
  ids.status_id = resolve(lookups.statuses, cell('status'), 'status', problems);
  ids.pay_period_id = resolve(lookups.payPeriods, cell('pay_period'), 'pay_period', problems);
  ids.salary_group_id = resolve(lookups.salaryGroups, cell('salary_group'), 'salary_group', problems);
  ids.w_tax_group_id = resolve(lookups.taxGroups, cell('w_tax_group'), 'w_tax_group', problems);
  ids.benefits_group_id = resolve(lookups.benefitsGroups, cell('benefits_group'), 'benefits_group', problems);
  return ids;
}

/** A group's amounts fill what the row leaves blank (as choosing the group on the form does). */
function groupFills(ids: Record<string, unknown>, lookups: Lookups): Record<string, unknown> {
  const fills: Record<string, unknown> = {};
  const from = (kind: string, id: unknown) =>
    typeof id === 'number' ? lookups.groupAmounts.get(`${kind}:${id}`) : undefined;
  const salary = from('salary', ids.salary_group_id);
  if (salary) {
    fills.monthly_salary = pesosText(salary.monthly_salary);
    fills.days = salary.days === null ? undefined : String(Number(salary.days));
    fills.hours = salary.hours === null ? undefined : String(Number(salary.hours));
  }
  for (const [kind, id] of [
    ['tax', ids.w_tax_group_id],
    ['benefits', ids.benefits_group_id],
  ] as const) {
    for (const [field, centavos] of Object.entries(from(kind, id) ?? {})) fills[field] = pesosText(centavos);
  }
  return fills;
}

export function checkRow(row: SheetRow, lookups: Lookups, today: string): CheckedRow {
  const problems: Problems = [];
  const cell = (key: string) => row.cells.get(key);
  for (const column of EMPLOYEE_IMPORT_COLUMNS) {
    if ('required' in column && column.required && cell(column.key) === undefined) {
      problems.push({ column: column.header, message: EMPLOYEE_MSG.required(column.header) });
    }
  }
  const code = normalizeEmployeeCode(cell('employee_code') ?? '');
  if (code !== '' && !isValidEmployeeCode(code)) {
    problems.push({ column: header('employee_code'), message: EMPLOYEE_MSG.invalidCode });
  }
  const ids = resolveIds(row, lookups, problems);
  const bankCell = cell('bank');
  const bank =
    bankCell &&
    lookups.banks.find((b) => nameKey(b.name) === nameKey(bankCell) || b.code === nameKey(bankCell));
  const raw: Record<string, unknown> = { ...groupFills(ids, lookups), ...Object.fromEntries(row.cells) };
  Object.assign(raw, ids, { bank: bank ? bank.code : bankCell });

  const personal = validatePersonalInfo(raw, today);
  const employment = validateEmploymentDetails(raw, lookups.banks);
  for (const result of [personal, employment]) {
    if (result.ok) continue;
    for (const [field, message] of Object.entries(result.errors)) {
      if (message) problems.push({ column: importHeaderOf(field), message });
    }
  }
  const leave = leaveBalances(row, lookups, problems);
  // A required column left blank is named once (the validators say it too for the names).
  const unique = problems.filter(
    (p, i) => problems.findIndex((q) => q.column === p.column && q.message === p.message) === i,
  );
  return {
    summary: {
      row: row.row,
      employee_code: code,
      name: employeeFullName({
        first_name: cell('first_name'),
        middle_name: cell('middle_name'),
        last_name: cell('last_name'),
        suffix: cell('suffix'),
      }),
      company: cell('company') ?? '',
      problems: unique,
    },
    personal: personal.ok ? personal.values : null,
    employment: employment.ok ? employment.values : null,
    leave,
  };
}

/** Codes repeated within the file and codes employees already hold, added to the rows' problems. */
export function markDuplicates(rows: CheckedRow[], inDatabase: ReadonlySet<string>): void {
  const firstRow = new Map<string, number>();
  for (const { summary } of rows) {
    const code = summary.employee_code;
    if (!isValidEmployeeCode(code)) continue;
    const column = header('employee_code');
    if (inDatabase.has(code)) summary.problems.push({ column, message: EMPLOYEE_MSG.duplicateCode(code) });
    const earlier = firstRow.get(code);
    if (earlier !== undefined) {
      summary.problems.push({ column, message: EMPLOYEE_IMPORT_MSG.duplicateInFile(code, earlier) });
      const first = rows.find((r) => r.summary.row === earlier);
      if (
        first &&
        !first.summary.problems.some((p) => p.message.startsWith(`Employee Code ${code} is also`))
      ) {
        first.summary.problems.push({
          column,
          message: EMPLOYEE_IMPORT_MSG.duplicateInFile(code, summary.row),
        });
      }
    } else firstRow.set(code, summary.row);
  }
}
