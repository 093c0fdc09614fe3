import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { activeEmployee } from '../timesheet/testFixtures.ts';
import { placeLeave, removeLeave } from './leaves.ts';
import { insertEntry } from './repository.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const stamp = { at: new Date().toISOString(), by: null };
const cellOf = (employee_id: number, shift_date: string) =>
  h.deps.db
    .selectFrom('schedule_entries')
    .select(['shift_id', 'replaced_shift_id'])
    .where('employee_id', '=', employee_id)
    .where('shift_date', '=', shift_date)
    .executeTakeFirst();

describe('leave cells (for approved leave applications)', () => {
  it('replaces a working shift and restores it when the leave is taken off', async () => {
    const e = await activeEmployee(h.deps.db);
    await insertEntry(h.deps.db, { employee_id: e, shift_date: '2026-03-02', shift_id: 5 }, stamp);
    await placeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-02', leave_shift_id: 4 }, stamp);
    expect(await cellOf(e, '2026-03-02')).toEqual({ shift_id: 4, replaced_shift_id: 5 });
    // Changing the leave type keeps the working shift underneath.
    await placeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-02', leave_shift_id: 2 }, stamp);
    expect(await cellOf(e, '2026-03-02')).toEqual({ shift_id: 2, replaced_shift_id: 5 });
    await removeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-02' }, stamp);
    expect(await cellOf(e, '2026-03-02')).toEqual({ shift_id: 5, replaced_shift_id: null });
  });

  it('fills an empty date and empties it again; never touches a working shift', async () => {
    const e = await activeEmployee(h.deps.db);
    await placeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-03', leave_shift_id: 4 }, stamp);
    expect(await cellOf(e, '2026-03-03')).toEqual({ shift_id: 4, replaced_shift_id: null });
    await removeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-03' }, stamp);
    expect(await cellOf(e, '2026-03-03')).toBeUndefined();
    await insertEntry(h.deps.db, { employee_id: e, shift_date: '2026-03-04', shift_id: 1 }, stamp);
    await removeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-04' }, stamp);
    expect(await cellOf(e, '2026-03-04')).toEqual({ shift_id: 1, replaced_shift_id: null });
    await expect(
      placeLeave(h.deps.db, { employee_id: e, shift_date: '2026-03-05', leave_shift_id: 1 }, stamp),
    ).rejects.toThrow(RangeError);
  });
});
