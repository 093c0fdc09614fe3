import { describe, expect, it } from 'vitest';
import { periodNotEndedWarning } from './payrollRuns.ts';

describe('periodNotEndedWarning', () => {
  it("names the period's end and the days not in yet (issue 22's words)", () => {
    expect(periodNotEndedWarning('2026-11-16', '2026-11-30', '2026-11-28')).toBe(
      'The period ends on 30 Nov 2026; attendance for 28–30 Nov is not in yet.',
    );
    expect(periodNotEndedWarning('2026-11-16', '2026-11-30', '2026-11-30')).toBe(
      'The period ends on 30 Nov 2026; attendance for 30 Nov is not in yet.',
    );
    // Not begun: the whole period; across months both months are named.
    expect(periodNotEndedWarning('2026-11-26', '2026-12-10', '2026-11-20')).toBe(
      'The period ends on 10 Dec 2026; attendance for 26 Nov–10 Dec is not in yet.',
    );
  });
  it('is null once the period is over', () => {
    expect(periodNotEndedWarning('2026-11-01', '2026-11-15', '2026-11-16')).toBeNull();
  });
});
