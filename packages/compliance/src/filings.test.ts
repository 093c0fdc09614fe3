import { describe, expect, it } from 'vitest';
import { filingDeadlines } from './filings.ts';

const list = (today: string, options = {}) =>
  filingDeadlines(today, options).map((d) => `${d.output} ${d.period} ${d.due}`);

describe('filingDeadlines (issue 26: this month and next)', () => {
  it('late November: October’s remittances due in November, November’s in December, the 13th month by Dec 24', () => {
    // 1601-C Oct: Nov 10; Pag-IBIG Oct: Nov 15 (default day); PhilHealth Oct, PEN ending 1: Nov 15
    // is a Sunday (2026-11-15) so Monday Nov 16; SSS Oct: Nov 30. November's: 1601-C Dec 10,
    // PhilHealth Dec 15 (a Tuesday), Pag-IBIG Dec 15, 13th month Dec 24, SSS Dec 31.
    expect(list('2026-11-28', { philhealthPen: '01-234567890-1' })).toEqual([
      'bir1601c 2026-10 2026-11-10',
      'pagibig 2026-10 2026-11-15',
      'philhealth 2026-10 2026-11-16',
      'sss 2026-10 2026-11-30',
      'bir1601c 2026-11 2026-12-10',
      'philhealth 2026-11 2026-12-15',
      'pagibig 2026-11 2026-12-15',
      'thirteenth 2026 2026-12-24',
      'sss 2026-11 2026-12-31',
    ]);
  });

  it('December: December’s 1601-C is due January 15, the 2316 and the 1604-C January 31 of the next year', () => {
    const dec = list('2026-12-01', { philhealthPen: '02-987654321-0' });
    expect(dec).toContain('bir1601c 2026-12 2027-01-15');
    expect(dec).toContain('bir2316 2026 2027-01-31');
    expect(dec).toContain('bir1604c 2026 2027-01-31');
    expect(dec).toContain('thirteenth 2026 2026-12-24');
    // Dec 2026's PhilHealth (PEN ending 0): Jan 15, 2027, a Friday.
    expect(dec).toContain('philhealth 2026-12 2027-01-15');
    expect(dec).toHaveLength(11);
  });

  it('January: last year’s 2316 and 1604-C still show, the 13th month no longer', () => {
    const jan = list('2027-01-20');
    expect(jan).toContain('bir2316 2026 2027-01-31');
    expect(jan).toContain('bir1604c 2026 2027-01-31');
    expect(jan.some((l) => l.startsWith('thirteenth'))).toBe(false);
    // February 2027 holds January's remittances: SSS on the last day (28th).
    expect(jan).toContain('sss 2027-01 2027-02-28');
  });

  it('out of season: only the four monthly outputs, two months each', () => {
    const mar = list('2026-03-05', { pagibigDueDay: 10 });
    expect(mar).toEqual([
      'pagibig 2026-02 2026-03-10',
      'bir1601c 2026-02 2026-03-10',
      'philhealth 2026-02 2026-03-16',
      'sss 2026-02 2026-03-31',
      'pagibig 2026-03 2026-04-10',
      'bir1601c 2026-03 2026-04-10',
      'philhealth 2026-03 2026-04-15',
      'sss 2026-03 2026-04-30',
    ]);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => filingDeadlines('2026-02-30')).toThrow(/not a calendar date/);
  });
});
