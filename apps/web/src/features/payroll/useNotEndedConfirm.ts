/**
 * Processing a period that has not ended yet (today, Asia/Manila, on or before its end) asks first
 * (issue 22): 'The period ends on 30 Nov 2026; attendance for 28–30 Nov is not in yet.'. A warning,
 * not a refusal: the answer decides.
 */
import { manilaDateOf, PAYROLL_RUNS_TEXT, periodNotEndedWarning } from '@sahod/shared';
import { useCallback } from 'react';
import { useConfirm } from '../../components';

export function useNotEndedConfirm(): (start: string, end: string, now?: Date) => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(
    async (start, end, now = new Date()) => {
      const warning = periodNotEndedWarning(start, end, manilaDateOf(now));
      if (!warning) return true;
      return confirm({
        title: PAYROLL_RUNS_TEXT.notEndedTitle,
        message: warning,
        confirmLabel: PAYROLL_RUNS_TEXT.processAnyway,
      });
    },
    [confirm],
  );
}
