/** The trail's sentences (issue 27): who decided, at which level, when; a delegate 'for' the approver. */
import { describe, expect, it } from 'vitest';
import { decisionText, type TrailDecision } from './approvalChains.ts';

const decision: TrailDecision = {
  employee_id: 7,
  name: 'Santos, Maria',
  decision: 'Approved',
  remarks: '',
  // 10:15 in Manila (UTC+8).
  decided_at: '2026-11-28T02:15:00.000Z',
  delegate: null,
};

describe('decisionText', () => {
  it('names the approver, the level and the Manila time', () => {
    expect(decisionText(decision, 1)).toBe('Approved by Santos, Maria (Level 1) 28 Nov 2026 10:15');
  });

  it("says 'X for Y' when a delegate decided in the approver's place", () => {
    const delegated = {
      ...decision,
      decision: 'Rejected' as const,
      delegate: { employee_id: 9, name: 'Torres, Rodolfo' },
    };
    expect(decisionText(delegated, 2)).toBe(
      'Rejected by Torres, Rodolfo for Santos, Maria (Level 2) 28 Nov 2026 10:15',
    );
  });
});
