/**
 * Employee change history (spec 3 "History entry", 7 `saveEmployeeHistory`): every save of a
 * profile form writes one entry with each changed field's old and new value, in the same
 * transaction as the change.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Actor } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';

export const HISTORY_FORMS = {
  1: 'Personal Information',
  2: 'Employment Details',
  3: 'Educational Background',
  4: 'Emergency Contacts',
  5: 'Employee Forms and Documents',
} as const;

export type HistoryFormId = keyof typeof HISTORY_FORMS;

export type FieldChanges = Record<string, { old: unknown; new: unknown }>;

/** The fields whose values differ between two copies of a record (only the listed fields). */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const a = before[field] ?? null;
    const b = after[field] ?? null;
    if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) changes[field] = { old: a, new: b };
  }
  return changes;
}

/** Writes one history entry; does nothing when nothing changed. */
export async function recordEmployeeHistory(
  db: Kysely<DB> | Transaction<DB>,
  clock: Clock,
  actor: Actor,
  employeeId: number,
  formId: HistoryFormId,
  changes: FieldChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .insertInto('employee_history')
    .values({
      employee_id: employeeId,
      form_id: formId,
      descr: HISTORY_FORMS[formId],
      at: clock.now().toISOString(),
      changes: JSON.stringify(changes),
      user_id: actor.userId,
      username: actor.username,
    })
    .execute();
}
