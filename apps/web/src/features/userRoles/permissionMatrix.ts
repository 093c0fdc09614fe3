/**
 * The role permission matrix held locally (spec 4: role edits are held locally and saved only when
 * different): flag and All toggles, dirty detection, the sidebar grouping and the rows to send.
 *
 * A flag without View is useless (screens show Access Denied and every read needs View), so
 * ticking Create, Update or Delete also ticks View, and unticking View clears the row.
 */
import type { RolePermissionInput, RolePermissionRow } from '@sahod/shared';

export const FLAGS = ['view', 'create', 'update', 'delete'] as const;
export type Flag = (typeof FLAGS)[number];
type Bit = 0 | 1;

const bit = (on: boolean): Bit => (on ? 1 : 0);

function replaceRow(
  rows: readonly RolePermissionRow[],
  moduleId: number,
  change: (row: RolePermissionRow) => RolePermissionRow,
): RolePermissionRow[] {
  return rows.map((row) => (row.module_id === moduleId ? change(row) : row));
}

export function setFlag(
  rows: readonly RolePermissionRow[],
  moduleId: number,
  flag: Flag,
  checked: boolean,
): RolePermissionRow[] {
  return replaceRow(rows, moduleId, (row) => {
    if (flag === 'view' && !checked) return { ...row, view: 0, create: 0, update: 0, delete: 0 };
    const next = { ...row, [flag]: bit(checked) };
    if (checked) next.view = 1;
    return next;
  });
}

/** The All toggle of one row: every flag on, or every flag off. */
export function setAll(
  rows: readonly RolePermissionRow[],
  moduleId: number,
  checked: boolean,
): RolePermissionRow[] {
  const b = bit(checked);
  return replaceRow(rows, moduleId, (row) => ({ ...row, view: b, create: b, update: b, delete: b }));
}

export type AllState = 'all' | 'some' | 'none';

export function allState(row: RolePermissionRow): AllState {
  const on = FLAGS.filter((flag) => row[flag] === 1).length;
  if (on === FLAGS.length) return 'all';
  return on === 0 ? 'none' : 'some';
}

const sameFlags = (a: RolePermissionRow, b: RolePermissionRow) => FLAGS.every((flag) => a[flag] === b[flag]);

/** The rows whose flags differ from the loaded copy, as the update request sends them. */
export function changedRows(
  original: readonly RolePermissionRow[],
  edited: readonly RolePermissionRow[],
): RolePermissionInput[] {
  const before = new Map(original.map((row) => [row.module_id, row]));
  return edited
    .filter((row) => {
      const loaded = before.get(row.module_id);
      return !loaded || !sameFlags(loaded, row);
    })
    .map((row) => ({
      module_id: row.module_id,
      view: row.view,
      create: row.create,
      update: row.update,
      delete: row.delete,
    }));
}

/** Spec 4: Save Changes is enabled only if something differs from the loaded copy. */
export function isDirty(
  original: readonly RolePermissionRow[],
  edited: readonly RolePermissionRow[],
): boolean {
  return changedRows(original, edited).length > 0;
}

export interface PermissionGroup {
  groupId: number;
  name: string;
  rows: RolePermissionRow[];
}

/** The rows under their sidebar group, in the order the server sends them (sidebar order). */
export function groupRows(rows: readonly RolePermissionRow[]): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  for (const row of rows) {
    let group = groups.find((g) => g.groupId === row.module_group_id);
    if (!group) {
      group = { groupId: row.module_group_id, name: row.module_group, rows: [] };
      groups.push(group);
    }
    group.rows.push(row);
  }
  return groups;
}
