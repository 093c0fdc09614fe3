/**
 * Employees core rules (spec 3, 4, 5, 7): the list with ages from Asia/Manila today, blank
 * employees, the profile card, the personal information and employment details saves with their
 * reference checks and their history entries (written here, in the save's transaction), and the
 * delete that takes an employee's records and files with it, or refuses with a clear message.
 */
import {
  ageOn,
  EMPLOYEE_FIELD_LABELS,
  EMPLOYEE_MSG,
  EMPLOYMENT_HISTORY_FIELDS,
  type EmployeeHistoryEntry,
  type EmployeeListPage,
  type EmployeeListPageParams,
  type EmployeeProfile,
  type EmploymentDetails,
  type EmploymentDetailsBody,
  type EmploymentValues,
  employeeFullName,
  MSG,
  manilaToday,
  PERSONAL_HISTORY_FIELDS,
  type PersonalInfo,
  type PersonalInfoBody,
  type PersonalInfoValues,
  SEPARATION_MSG,
  validateEmploymentDetails,
  validatePersonalInfo,
} from '@sahod/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import { diffFields, type FieldChanges, type HistoryFormId, recordEmployeeHistory } from './history.ts';
import { employeeListPage } from './listPage.ts';
import { employeeHasProcessedPayroll } from './payroll.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const today = (deps: Deps) => manilaToday(deps.clock.now());

// ---- list, create, delete ----

/** The Employee List as JSON text (see repository summariesJson), ages as of today in Manila. */
export function listEmployeesJson(deps: Deps): Promise<string> {
  return repo.summariesJson(deps.db, today(deps));
}

/** One page of the Employee List with the total count (issue 28 §4). */
export function listEmployeesPage(deps: Deps, params: EmployeeListPageParams): Promise<EmployeeListPage> {
  return employeeListPage(deps.db, today(deps), params);
}

/**
 * A new employee with every field blank (names are empty strings, no code): the profile shows
 * 'New Employee' and 'NO CODE SAVED' until the personal information is saved. Placeholder names
 * would leak into payslips and reports if nobody replaced them.
 */
export async function createEmployee(deps: Deps, actor: Actor): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertBlankEmployee(trx, deps.clock.now().toISOString());
    await recordAudit(trx, deps.clock, actor, {
      action: 'create',
      entity: 'employee',
      entityId: id,
      details: { old: null, new: { employee_id: id } },
    });
    return id;
  });
}

/**
 * Deletes an employee with their education, emergency contacts, documents (and the documents'
 * files), photo and history, in one transaction. Refused (409, nothing changes) when the employee
 * has processed payroll, is linked to a user account, or is still referred to by another record.
 */
export async function deleteEmployee(deps: Deps, actor: Actor, id: number): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const before = await repo.personalInfo(trx, id);
      if (!before) throw notFound(EMPLOYEE_MSG.notFound);
      if (await employeeHasProcessedPayroll(trx, id)) throw conflict(EMPLOYEE_MSG.processedPayroll);
      const account = await repo.linkedAccount(trx, id);
      if (account) throw conflict(EMPLOYEE_MSG.linkedAccount(account.username));
      const fileIds = await repo.employeeFileIds(trx, id);
      await repo.deleteEmployeeRows(trx, id, fileIds);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: 'employee',
        entityId: id,
        details: {
          old: { employee_code: before.employee_code, name: employeeFullName(before), files: fileIds.length },
          new: null,
        },
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isForeignKeyViolation(err)) throw conflict(EMPLOYEE_MSG.stillReferenced);
    throw err;
  }
}

// ---- profile reads ----

export async function employeeProfile(deps: Deps, id: number): Promise<EmployeeProfile> {
  const r = await repo.profileRow(deps.db, id);
  if (!r) throw notFound(EMPLOYEE_MSG.notFound);
  return {
    employee_id: r.id,
    full_name: employeeFullName(r),
    first_name: r.first_name,
    middle_name: r.middle_name,
    last_name: r.last_name,
    suffix: r.suffix,
    // The file id makes the address change when the photo does (no stale cached image).
    photo_url:
      r.photo_file_id === null
        ? null
        : `/api/employee_management/fetchPicture?id=${r.id}&v=${r.photo_file_id}`,
    gender: r.gender,
    age: ageOn(r.date_of_birth, today(deps)),
    employee_code: r.employee_code ?? '',
    company: r.company,
    department: r.department,
    designation: r.designation,
    date_hired: r.date_hired,
    status_descr: r.status_descr,
    leave_credits: Number(r.leave_credits),
  };
}

export async function fetchPersonalInfo(deps: Deps, id: number): Promise<PersonalInfo[]> {
  const record = await repo.personalInfo(deps.db, id);
  if (!record) throw notFound(EMPLOYEE_MSG.notFound);
  return [record];
}

export async function fetchEmploymentDetails(deps: Deps, id: number): Promise<EmploymentDetails[]> {
  const record = await repo.employmentDetails(deps.db, id);
  if (!record) throw notFound(EMPLOYEE_MSG.notFound);
  return [record];
}

// ---- saves ----

type Trx = Transaction<DB>;

const optionLabel = (field: keyof typeof EMPLOYEE_FIELD_LABELS) =>
  EMPLOYEE_FIELD_LABELS[field].replace(/ \(.*\)$/, '').toLowerCase();

async function requireOption(
  trx: Trx,
  table: repo.OptionTable,
  field: keyof typeof EMPLOYEE_FIELD_LABELS,
  id: number | null,
): Promise<void> {
  if (id !== null && !(await repo.optionExists(trx, table, id))) {
    throw invalid(EMPLOYEE_MSG.optionNotFound(optionLabel(field)));
  }
}

/** A chosen child must exist and belong to the chosen parent (the cascades of spec 4). */
async function requireChild(
  trx: Trx,
  table: 'provinces' | 'cities' | 'barangays' | 'departments' | 'designations',
  field: keyof typeof EMPLOYEE_FIELD_LABELS,
  id: number | null,
  parentId: number | null,
  mismatch: string,
): Promise<void> {
  if (id === null) return;
  const parent = await repo.parentOf(trx, table, id);
  if (parent === undefined) throw invalid(EMPLOYEE_MSG.optionNotFound(optionLabel(field)));
  if (parent !== parentId) throw invalid(mismatch);
}

async function checkPersonalReferences(trx: Trx, v: PersonalInfoValues): Promise<void> {
  await requireOption(trx, 'civil_statuses', 'civil_status_id', v.civil_status_id);
  await requireOption(trx, 'genders', 'gender_id', v.gender_id);
  await requireOption(trx, 'blood_types', 'blood_type_id', v.blood_type_id);
  if (v.region_id !== null && (await repo.parentOf(trx, 'regions', v.region_id)) === undefined) {
    throw invalid(EMPLOYEE_MSG.optionNotFound('region'));
  }
  await requireChild(
    trx,
    'provinces',
    'province_id',
    v.province_id,
    v.region_id,
    EMPLOYEE_MSG.provinceNotInRegion,
  );
  await requireChild(trx, 'cities', 'city_id', v.city_id, v.province_id, EMPLOYEE_MSG.cityNotInProvince);
  await requireChild(
    trx,
    'barangays',
    'barangay_id',
    v.barangay_id,
    v.city_id,
    EMPLOYEE_MSG.barangayNotInCity,
  );
}

/** A processed final pay ends the employment: its Separation Date cannot be cleared (issue 21). */
async function refuseClearingAfterFinalPay(trx: Trx, employeeId: number): Promise<void> {
  const finalPay = await trx
    .selectFrom('payslips')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('kind', '=', 'finalpay')
    .where('status', '=', 'processed')
    .executeTakeFirst();
  if (finalPay) throw conflict(SEPARATION_MSG.finalPayProcessed);
}

async function checkEmploymentReferences(trx: Trx, v: EmploymentValues): Promise<void> {
  await requireOption(trx, 'employee_types', 'employee_type_id', v.employee_type_id);
  await requireOption(trx, 'pay_periods', 'pay_period_id', v.pay_period_id);
  await requireOption(trx, 'companies', 'company_id', v.company_id);
  await requireChild(
    trx,
    'departments',
    'department_id',
    v.department_id,
    v.company_id,
    EMPLOYEE_MSG.departmentNotInCompany,
  );
  await requireChild(
    trx,
    'designations',
    'designation_id',
    v.designation_id,
    v.department_id,
    EMPLOYEE_MSG.designationNotInDepartment,
  );
  await requireOption(trx, 'employment_statuses', 'status_id', v.status_id);
  await requireOption(trx, 'confidentiality_levels', 'confidential_id', v.confidential_id);
  await requireOption(trx, 'salary_groups', 'salary_group_id', v.salary_group_id);
  await requireOption(trx, 'w_tax_groups', 'w_tax_group_id', v.w_tax_group_id);
  await requireOption(trx, 'benefits_groups', 'benefits_group_id', v.benefits_group_id);
}

/** null and undefined alike; numbers compared as numbers (PostgreSQL numeric vs SQLite real). */
function sameValue(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === null || y === null) return x === y;
  if (typeof x === 'number' || typeof y === 'number') return Number(x) === Number(y);
  return String(x) === String(y);
}

function anyColumnChanged(current: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.keys(next).some((key) => !sameValue(current[key], next[key]));
}

/** The record's columns as stored (codes '' -> null, pesos -> centavos) for the no-change check. */
function storedPersonal(r: PersonalInfo): Record<string, unknown> {
  return { ...r, employee_code: r.employee_code === '' ? null : r.employee_code };
}

const centavos = (pesos: number | null) => (pesos === null ? null : Math.round(pesos * 100));

function storedEmployment(r: EmploymentDetails): Record<string, unknown> {
  return {
    ...r,
    monthly_salary: centavos(r.monthly_salary),
    w_tax_monthly_rate: centavos(r.w_tax_monthly_rate),
    sss_rate: centavos(r.sss_rate),
    pagibig_rate: centavos(r.pagibig_rate),
    philhealth_rate: centavos(r.philhealth_rate),
    gasoline: centavos(r.gasoline),
    meals: centavos(r.meals),
    transpo: centavos(r.transpo),
    allowance: centavos(r.allowance),
  };
}

export interface SaveResult<T> {
  message: string;
  data: T;
  changed: string[];
}

interface SaveSpec<T, V> {
  employeeId: number;
  formId: HistoryFormId;
  entity: string;
  values: V;
  savedMessage: string;
  historyFields: readonly string[];
  read: (trx: Trx, id: number) => Promise<T | undefined>;
  stored: (record: T) => Record<string, unknown>;
  check: (trx: Trx, values: V) => Promise<void>;
  write: (trx: Trx, id: number, values: V, now: string) => Promise<unknown>;
}

/**
 * One form save: read the current record, check references, write, read back, and record the
 * changed fields (ids and display names, old and new) as one history entry and one audit entry,
 * all in one transaction. An unchanged record writes nothing.
 */
async function saveForm<T extends object, V extends object>(
  deps: Deps,
  actor: Actor,
  spec: SaveSpec<T, V>,
): Promise<SaveResult<T>> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await spec.read(trx, spec.employeeId);
    if (!before) throw notFound(EMPLOYEE_MSG.notFound);
    await spec.check(trx, spec.values);
    if (!anyColumnChanged(spec.stored(before), spec.values as Record<string, unknown>)) {
      return { message: MSG.noChanges, data: before, changed: [] };
    }
    await spec.write(trx, spec.employeeId, spec.values, deps.clock.now().toISOString());
    const after = (await spec.read(trx, spec.employeeId)) as T;
    const changes: FieldChanges = diffFields(
      before as Record<string, unknown>,
      after as Record<string, unknown>,
      spec.historyFields,
    );
    await recordEmployeeHistory(trx, deps.clock, actor, spec.employeeId, spec.formId, changes);
    const changed = Object.keys(changes);
    await recordAudit(trx, deps.clock, actor, {
      action: 'update',
      entity: spec.entity,
      entityId: spec.employeeId,
      details: {
        old: Object.fromEntries(changed.map((f) => [f, changes[f]?.old])),
        new: Object.fromEntries(changed.map((f) => [f, changes[f]?.new])),
      },
    });
    return { message: spec.savedMessage, data: after, changed };
  });
}

export async function updatePersonalInfo(
  deps: Deps,
  actor: Actor,
  body: PersonalInfoBody,
): Promise<SaveResult<PersonalInfo>> {
  const result = validatePersonalInfo(body, today(deps));
  if (!result.ok) throw invalid(result.first);
  const values = result.values;
  try {
    return await saveForm(deps, actor, {
      employeeId: body.employee_id,
      formId: 1,
      entity: 'employee_personal_info',
      values,
      savedMessage: EMPLOYEE_MSG.personalSaved,
      historyFields: PERSONAL_HISTORY_FIELDS,
      read: repo.personalInfo,
      stored: storedPersonal,
      check: async (trx, v) => {
        if (v.employee_code !== null && (await repo.codeHolder(trx, v.employee_code, body.employee_id))) {
          throw conflict(EMPLOYEE_MSG.duplicateCode(v.employee_code));
        }
        await checkPersonalReferences(trx, v);
      },
      write: repo.updatePersonal,
    });
  } catch (err) {
    // Two saves of one code at the same moment: the unique key decides.
    if (isUniqueViolation(err)) throw conflict(EMPLOYEE_MSG.duplicateCode(values.employee_code ?? ''));
    throw err;
  }
}

export async function updateEmploymentDetails(
  deps: Deps,
  actor: Actor,
  body: EmploymentDetailsBody,
): Promise<SaveResult<EmploymentDetails>> {
  const result = validateEmploymentDetails(body, await repo.bankOptions(deps.db));
  if (!result.ok) throw invalid(result.first);
  return saveForm(deps, actor, {
    employeeId: body.employee_id,
    formId: 2,
    entity: 'employee_employment_details',
    values: result.values,
    savedMessage: EMPLOYEE_MSG.employmentSaved,
    historyFields: EMPLOYMENT_HISTORY_FIELDS,
    read: repo.employmentDetails,
    stored: storedEmployment,
    check: async (trx, v) => {
      await checkEmploymentReferences(trx, v);
      if (v.separation_date === null) await refuseClearingAfterFinalPay(trx, body.employee_id);
    },
    write: repo.updateEmployment,
  });
}

// ---- history ----

function historyEntry(row: Awaited<ReturnType<typeof repo.historyRows>>[number]): EmployeeHistoryEntry {
  let changes: EmployeeHistoryEntry['changes'] = {};
  try {
    const parsed: unknown = JSON.parse(row.changes);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      changes = parsed as EmployeeHistoryEntry['changes'];
    }
  } catch {
    // A damaged entry shows as having no visible changes rather than failing the whole list.
  }
  return {
    log_no: row.id,
    employee_id: row.employee_id,
    form_id: row.form_id,
    descr: row.descr,
    timestamp: row.at,
    changes,
    edited_by: row.username,
  };
}

export async function fetchHistory(deps: Deps, id: number): Promise<EmployeeHistoryEntry[]> {
  if (!(await repo.employeeExists(deps.db, id))) throw notFound(EMPLOYEE_MSG.notFound);
  return (await repo.historyRows(deps.db, id)).map(historyEntry);
}

/**
 * `saveEmployeeHistory` (spec 7). Every save writes its own history entry, from the database's
 * before and after values, in the save's transaction: so this call stores nothing (a client
 * cannot forge an entry, and a client that still calls it after a save does not write a second
 * one). It answers with the entry the server recorded last for that employee and form.
 */
export async function acknowledgeHistory(
  deps: Deps,
  id: number,
  formId: number,
): Promise<{ message: string; recorded: EmployeeHistoryEntry | null }> {
  if (!(await repo.employeeExists(deps.db, id))) throw notFound(EMPLOYEE_MSG.notFound);
  const row = await repo.latestHistoryRow(deps.db, id, formId);
  return { message: EMPLOYEE_MSG.historyByServer, recorded: row ? historyEntry(row) : null };
}
