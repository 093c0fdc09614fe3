/** The dropdown handler (spec 7 "Dropdowns and groups"): every DD value, with the empty first option. */
import {
  DROPDOWN_MSG,
  DROPDOWN_PARENT,
  type DropdownItem,
  type DropdownKey,
  EMPTY_DROPDOWN_ITEM,
  isDropdownKey,
  LIST_GROUP_ITEMS,
  MAX_ID,
  RECORD_LISTS,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/errors.ts';
import { permissionsFor } from '../../platform/permissions.ts';
import { groupDropdownItems } from '../grouprecords/repository.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** UID as the client sends it: absent, empty, 'null' or 'undefined' mean no parent chosen. */
export function parseParentId(uid: string | undefined): number | null {
  if (uid === undefined || uid === '' || uid === 'null' || uid === 'undefined') return null;
  if (!/^\d{1,10}$/.test(uid) || Number(uid) < 1 || Number(uid) > MAX_ID)
    throw invalid(DROPDOWN_MSG.badParentId);
  return Number(uid);
}

// Natural order: 'Barangay 2' before 'Barangay 10'; 'Ñ' with 'N'.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byName = <T extends { name: string }>(items: T[]): T[] =>
  items.sort((a, b) => collator.compare(a.name, b.name));

type Items = Array<
  { code: number | string; name: string } & Record<string, string | number | boolean | null>
>;

async function childrenOf(deps: Deps, dd: DropdownKey, parentId: number): Promise<Items> {
  switch (dd) {
    case 'province':
      return byName(await repo.provincesOf(deps.db, parentId));
    case 'city':
      return byName(await repo.citiesOf(deps.db, parentId));
    case 'barangay':
      return byName(await repo.barangaysOf(deps.db, parentId));
    case 'department':
      return byName(await repo.departmentsOf(deps.db, parentId));
    case 'designation':
      return byName(await repo.designationsOf(deps.db, parentId));
    default:
      return [];
  }
}

async function listOf(deps: Deps, dd: DropdownKey): Promise<Items> {
  switch (dd) {
    case 'region':
      return repo.regions(deps.db);
    case 'company':
      return byName(await repo.companies(deps.db));
    case 'salary_group':
    case 'w_tax_group':
    case 'benefits_group':
    case 'pay_period':
      return groupDropdownItems(deps.db, dd);
    case 'list':
      return RECORD_LISTS.map((list) => ({ code: list.key, name: list.label }));
    case 'list_group':
      return [...LIST_GROUP_ITEMS];
    case 'bank':
      // Reference order; account_lengths: the digit counts the bank's account numbers have ('10,12').
      return deps.db
        .selectFrom('banks')
        .select(['code', 'name', 'account_lengths', 'file_layout'])
        .orderBy('sort_order')
        .execute();
    case 'civil_status':
    case 'gender':
    case 'blood_type':
    case 'employee_type':
    case 'status':
    case 'confidential':
    case 'document_type':
    case 'application_type':
    case 'loan_type':
      return repo.valueList(deps.db, dd);
    default:
      return [];
  }
}

/** Groups whose items carry salaries, rates and allowances besides code and name. */
const GROUPS_WITH_AMOUNTS: ReadonlySet<DropdownKey> = new Set([
  'salary_group',
  'w_tax_group',
  'benefits_group',
]);

/**
 * Whether a role may see the groups' amounts: those who fill them into an employee's profile
 * (Employee Profile view) or maintain them (Group Details view).
 */
export async function mayReadGroupAmounts(deps: Deps, roleId: number): Promise<boolean> {
  const perms = await permissionsFor(deps.db, roleId, ['employee_management', 'grouprecords']);
  return perms.get('employee_management')?.view === true || perms.get('grouprecords')?.view === true;
}

/**
 * The items of one dropdown, the empty option first. Lists of children (DROPDOWN_PARENT) need the
 * parent's id in UID; without one they hold only the empty option (nothing chosen above yet).
 * Every signed-in user may read every list, but the salary, tax and benefits groups carry their
 * amounts only for a role that may see them (`mayReadGroupAmounts`); others get code and name.
 */
export async function dropdownItems(
  deps: Deps,
  dd: string,
  uid: string | undefined,
  viewer: { roleId: number },
): Promise<DropdownItem[]> {
  if (dd === '') throw invalid(DROPDOWN_MSG.missingDropdown);
  if (!isDropdownKey(dd)) throw invalid(DROPDOWN_MSG.unknownDropdown(dd));
  const parentId = parseParentId(uid);
  let items: Items;
  if (DROPDOWN_PARENT[dd]) items = parentId === null ? [] : await childrenOf(deps, dd, parentId);
  else items = await listOf(deps, dd);
  if (GROUPS_WITH_AMOUNTS.has(dd) && !(await mayReadGroupAmounts(deps, viewer.roleId))) {
    items = items.map(({ code, name }) => ({ code, name }));
  }
  return [EMPTY_DROPDOWN_ITEM, ...items];
}
