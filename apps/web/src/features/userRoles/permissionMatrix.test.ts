import type { RolePermissionRow } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { allState, changedRows, groupRows, isDirty, setAll, setFlag } from './permissionMatrix';

function row(
  moduleId: number,
  groupId: number,
  flags: Partial<Record<string, 0 | 1>> = {},
): RolePermissionRow {
  return {
    log_no: moduleId,
    role_id: 4,
    module_id: moduleId,
    module_group_id: groupId,
    module_group: `Group ${groupId}`,
    key: `m${moduleId}`,
    name: `Module ${moduleId}`,
    view: 0,
    create: 0,
    update: 0,
    delete: 0,
    ...flags,
  };
}

const loaded = [row(1, 1, { view: 1 }), row(2, 1), row(3, 2, { view: 1, create: 1, update: 1, delete: 1 })];

describe('flag toggles', () => {
  it('ticks one flag of one row and leaves the loaded copy untouched', () => {
    const edited = setFlag(loaded, 1, 'update', true);
    expect(edited[0]).toMatchObject({ view: 1, create: 0, update: 1, delete: 0 });
    expect(loaded[0]?.update).toBe(0);
    expect(edited[1]).toBe(loaded[1]);
  });

  it('ticking Create, Update or Delete also ticks View; unticking View clears the row', () => {
    expect(setFlag(loaded, 2, 'delete', true)[1]).toMatchObject({ view: 1, delete: 1 });
    expect(setFlag(loaded, 3, 'view', false)[2]).toMatchObject({ view: 0, create: 0, update: 0, delete: 0 });
    expect(setFlag(loaded, 3, 'create', false)[2]).toMatchObject({
      view: 1,
      create: 0,
      update: 1,
      delete: 1,
    });
  });
});

describe('the All toggle', () => {
  it('is checked with every flag, indeterminate with some, clear with none', () => {
    expect(loaded.map(allState)).toEqual(['some', 'none', 'all']);
  });

  it('turns every flag of the row on, or off', () => {
    expect(setAll(loaded, 1, true)[0]).toMatchObject({ view: 1, create: 1, update: 1, delete: 1 });
    expect(setAll(loaded, 3, false)[2]).toMatchObject({ view: 0, create: 0, update: 0, delete: 0 });
    expect(allState(setAll(loaded, 2, true)[1] as RolePermissionRow)).toBe('all');
  });
});

describe('dirty detection (spec 4: Save Changes only when something differs)', () => {
  it('is clean until a flag differs, and clean again when it is put back', () => {
    expect(isDirty(loaded, loaded)).toBe(false);
    const changed = setFlag(loaded, 2, 'view', true);
    expect(isDirty(loaded, changed)).toBe(true);
    expect(isDirty(loaded, setFlag(changed, 2, 'view', false))).toBe(false);
    const allOnOff = setAll(setAll(loaded, 3, false), 3, true);
    expect(isDirty(loaded, allOnOff)).toBe(false);
  });

  it('sends only the rows that differ, as module id and 0/1 flags', () => {
    const edited = setAll(setFlag(loaded, 1, 'create', true), 3, false);
    expect(changedRows(loaded, edited)).toEqual([
      { module_id: 1, view: 1, create: 1, update: 0, delete: 0 },
      { module_id: 3, view: 0, create: 0, update: 0, delete: 0 },
    ]);
  });
});

describe('grouping like the sidebar', () => {
  it('keeps the server order and puts each row under its group', () => {
    expect(groupRows(loaded).map((g) => [g.name, g.rows.map((r) => r.module_id)])).toEqual([
      ['Group 1', [1, 2]],
      ['Group 2', [3]],
    ]);
  });
});
