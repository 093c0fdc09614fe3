/**
 * Dropdown data (spec 3 "Dropdown item", "Dropdown record"; 5 "Dropdown records"; 7 "Dropdowns and
 * groups"): the dropdown keys, which lists the Dropdown Records screen edits, the one validator that
 * client and server share, and the spec's texts.
 *
 *   GET    /dropdown/dropdown_handler?DD=<key>&UID=<parent id>  -> DropdownItem[] (any signed-in user)
 *          The first item is always the empty option { code: null, name: '' }.
 *          Children by parent (UID): province by region, city by province, barangay by city,
 *          department by company, designation by department; without UID they list nothing.
 *          DD=list gives the editable lists ({ code: '<key>', name }), DD=list_group the groups.
 *   POST   /dropdownRecords/create  { dd, descr, company_id?, department_id? } -> { message, code }
 *   PUT    /dropdownRecords/update  { dd, id, descr }                          -> { message, code }
 *   DELETE /dropdownRecords/delete?data=<JSON string { dd, id }>              -> { message }
 */
import { z } from 'zod';
import { GROUP_KEYS, GROUP_LABELS } from './groups.ts';
import { idSchema, singleLine } from './input.ts';

/** The address hierarchy of the PSGC: region -> province -> city/municipality -> barangay. */
export const ADDRESS_DROPDOWNS = ['region', 'province', 'city', 'barangay'] as const;

/** Short lists kept in their own tables: each value has a stable integer id (a foreign key elsewhere). */
export const VALUE_LIST_DROPDOWNS = [
  'civil_status',
  'gender',
  'blood_type',
  'employee_type',
  'status',
  'confidential',
  'document_type',
  'application_type',
  'loan_type',
] as const;
export type ValueListKey = (typeof VALUE_LIST_DROPDOWNS)[number];

export const ORGANISATION_DROPDOWNS = ['company', 'department', 'designation'] as const;

/** Every DD value of spec 7. */
export const DROPDOWN_KEYS = [
  ...ADDRESS_DROPDOWNS,
  ...ORGANISATION_DROPDOWNS,
  ...VALUE_LIST_DROPDOWNS,
  ...GROUP_KEYS,
  'list',
  'list_group',
  'bank',
] as const;
export type DropdownKey = (typeof DROPDOWN_KEYS)[number];

export function isDropdownKey(value: unknown): value is DropdownKey {
  return typeof value === 'string' && (DROPDOWN_KEYS as readonly string[]).includes(value);
}

/** The parent a dropdown's UID names, for the dropdowns that list children of one parent. */
export const DROPDOWN_PARENT: Readonly<Partial<Record<DropdownKey, DropdownKey>>> = {
  province: 'region',
  city: 'province',
  barangay: 'city',
  department: 'company',
  designation: 'department',
};

/**
 * The lists the Dropdown Records screen edits (DD=list), in the order the screen offers them.
 * Not here: the address lists (the PSGC is the authority), the groups (Group Details edits them,
 * and pay periods are fixed) and application types (their leave, paid and leave-credit flags drive
 * time and payroll rules, and this screen can only set a name).
 */
export const RECORD_LISTS = [
  { key: 'company', label: 'Company' },
  { key: 'department', label: 'Department' },
  { key: 'designation', label: 'Designation' },
  { key: 'civil_status', label: 'Civil Status' },
  { key: 'gender', label: 'Gender' },
  { key: 'blood_type', label: 'Blood Type' },
  { key: 'employee_type', label: 'Employee Type' },
  { key: 'status', label: 'Employment Status' },
  { key: 'confidential', label: 'Confidentiality' },
  { key: 'document_type', label: 'Document Type' },
  { key: 'loan_type', label: 'Loan Type' },
] as const;
export type RecordListKey = (typeof RECORD_LISTS)[number]['key'];

export function isRecordListKey(value: unknown): value is RecordListKey {
  return typeof value === 'string' && RECORD_LISTS.some((list) => list.key === value);
}

/** DD=list_group: the groups of the Group Details screen. */
export const LIST_GROUP_ITEMS = GROUP_KEYS.map((key) => ({ code: key, name: GROUP_LABELS[key] }));

/** Spec 9: a dropdown value has at most 30 characters. */
export const DROPDOWN_VALUE_MAX = 30;

export const DROPDOWN_MSG = {
  selectDropdown: 'Please select a dropdown first.',
  selectCompany: 'Please select a company before adding a department.',
  selectCompanyAndDepartment: 'Please select both a company and department before adding a designation.',
  enterValue: 'Please enter a value',
  tooLong: `The value must be at most ${DROPDOWN_VALUE_MAX} characters.`,
  duplicate: 'Duplicate entry already exists',
  deleteConfirm: 'Confirm Delete?',
  added: 'Record added successfully.',
  updated: 'Record updated successfully.',
  deleted: 'Record deleted successfully.',
  addFailed: 'Failed to add record. Please try again.',
  editFailed: 'Failed to edit record. Please try again.',
  deleteFailed: 'Failed to delete record. Please try again.',
  missingDropdown: 'DD is required: the dropdown to list.',
  unknownDropdown: (dd: string) => `Unknown dropdown "${dd}".`,
  notEditable: (dd: string) => `The dropdown "${dd}" cannot be edited in Dropdown Records.`,
  badParentId: 'UID must be a positive whole number.',
  notFound: 'The record was not found. It may have been deleted.',
  companyNotFound: 'The selected company was not found. It may have been deleted.',
  departmentNotFound: 'The selected department was not found. It may have been deleted.',
  departmentOfOtherCompany: 'The selected department does not belong to the selected company.',
  badDeleteData: 'data must be a JSON object with dd and id.',
  inUse: (name: string, uses: readonly string[]) =>
    uses.length > 0
      ? `"${name}" cannot be deleted because it is still used by ${uses.join(', ')}.`
      : `"${name}" cannot be deleted because it is still in use.`,
} as const;

/** Trimmed, with inner runs of whitespace made one space: what is stored and compared. */
export function normalizeDropdownValue(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The case-insensitive identity of a value: duplicates are found by this key. */
export function dropdownValueKey(value: string): string {
  return normalizeDropdownValue(value).toLowerCase();
}

/** Spec 5: the value is required, trimmed, at most 30 characters. Returns the message or null. */
export function dropdownValueProblem(value: string): string | null {
  const normalized = normalizeDropdownValue(value);
  if (normalized === '') return DROPDOWN_MSG.enterValue;
  if (normalized.length > DROPDOWN_VALUE_MAX) return DROPDOWN_MSG.tooLong;
  return null;
}

/**
 * Spec 5: a dropdown must be chosen; a department needs a company; a designation needs a company
 * and a department. Returns the message or null. (The value is checked by dropdownValueProblem.)
 */
export function dropdownSelectionProblem(input: {
  dd: string;
  company_id?: number | null | undefined;
  department_id?: number | null | undefined;
}): string | null {
  if (input.dd === '') return DROPDOWN_MSG.selectDropdown;
  if (!isRecordListKey(input.dd)) return DROPDOWN_MSG.notEditable(input.dd);
  if (input.dd === 'department' && !input.company_id) return DROPDOWN_MSG.selectCompany;
  if (input.dd === 'designation' && (!input.company_id || !input.department_id)) {
    return DROPDOWN_MSG.selectCompanyAndDepartment;
  }
  return null;
}

// ---- shapes ----

const itemExtra = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Spec 3 "Dropdown item": code and name, plus the extra fields of some lists (groups, flags). */
export const dropdownItemSchema = z
  .object({
    code: z.union([z.number().int(), z.string()]).nullable(),
    name: z.string(),
  })
  .catchall(itemExtra);
export const dropdownItemsSchema = z.array(dropdownItemSchema);
export type DropdownItem = z.infer<typeof dropdownItemSchema>;

/** The empty first option every dropdown starts with. */
export const EMPTY_DROPDOWN_ITEM = { code: null, name: '' } as const;

export const dropdownQuerySchema = z.object({
  DD: z.string().max(50).optional().default(''),
  UID: z.string().max(20).optional(),
});

const recordIdSchema = idSchema('id must be a number.');
const parentIdSchema = z.number().int().positive().max(2_147_483_647).nullable().optional();

/** Missing dd or descr reach the shared rules as '' so the answer is the spec's own message. */
export const dropdownRecordCreateSchema = z.object({
  dd: z.string().max(50).optional().default(''),
  descr: singleLine(z.string().max(1000)).optional().default(''),
  company_id: parentIdSchema,
  department_id: parentIdSchema,
});
export type DropdownRecordCreate = z.input<typeof dropdownRecordCreateSchema>;

export const dropdownRecordUpdateSchema = z.object({
  dd: z.string().max(50).optional().default(''),
  id: recordIdSchema,
  descr: singleLine(z.string().max(1000)).optional().default(''),
});
export type DropdownRecordUpdate = z.input<typeof dropdownRecordUpdateSchema>;

/** `data` of the delete query is a JSON string `{ dd, id }` (spec 7). */
export const dropdownRecordDeleteQuerySchema = z.object({
  data: z.string({ error: DROPDOWN_MSG.badDeleteData }).max(500),
});
export const dropdownRecordDeleteTargetSchema = z.object({
  dd: z.string().max(50).optional().default(''),
  id: recordIdSchema,
});

export const dropdownRecordWriteResponseSchema = z.object({ message: z.string(), code: z.number().int() });
