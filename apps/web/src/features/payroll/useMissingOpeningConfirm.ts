/**
 * Processing a year-end payroll with employees who have no opening balance of the year asks first
 * (issue 23): their rows carry 'No opening balance for 2026: ...'; the confirmation names how many,
 * and the request then says it was confirmed (the server refuses with 409 otherwise).
 */
import { OPENING_USE_TEXT, OPENING_WARNING_START, type PayrollRow } from '@sahod/shared';
import { useCallback } from 'react';
import { useConfirm } from '../../components';

/** Resolves to how many were confirmed (0: nothing to ask), or null when the user cancelled. */
export function useMissingOpeningConfirm(): (
  rows: readonly PayrollRow[],
  ids: readonly number[],
) => Promise<number | null> {
  const confirm = useConfirm();
  return useCallback(
    async (rows, ids) => {
      const chosen = new Set(ids);
      const missing = rows.filter(
        (r) => chosen.has(r.employee_id) && r.warning?.includes(OPENING_WARNING_START),
      );
      if (missing.length === 0) return 0;
      const year = Number(/No opening balance for (\d{4})/.exec(missing[0]?.warning ?? '')?.[1]);
      const ok = await confirm({
        title: 'Year-end payroll',
        message: OPENING_USE_TEXT.confirm(missing.length, year),
        confirmLabel: 'Process anyway',
      });
      return ok ? missing.length : null;
    },
    [confirm],
  );
}
