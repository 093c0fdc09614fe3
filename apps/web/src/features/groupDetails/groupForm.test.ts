import { GROUP_FIELDS } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import {
  acceptInput,
  changedGroupFields,
  groupPayload,
  initialGroupValues,
  lockedFields,
  withChange,
} from './groupForm';

const field = (group: keyof typeof GROUP_FIELDS, key: string) => {
  const found = GROUP_FIELDS[group].find((f) => f.key === key);
  if (!found) throw new Error(key);
  return found;
};

const NCR = {
  code: 1,
  name: 'NCR Minimum Wage',
  pay_basis: 'Monthly' as const,
  monthly_salary: 18070,
  day_rate: 695,
  hour_rate: 86.88,
  days: 26,
  hours: 8,
  annual_factor: 312,
};

describe('group entry form rules', () => {
  it('names lose leading whitespace; numbers keep only digits and a dot', () => {
    expect(acceptInput(field('salary_group', 'name'), '   Grade A ')).toBe('Grade A ');
    expect(acceptInput(field('salary_group', 'monthly_salary'), '₱18,070.5a')).toBe('18070.5');
    expect(acceptInput(field('salary_group', 'days'), '-26')).toBe('26');
  });

  it('starts a new tax group as statutory, not MWE, with zero amounts; an entry from its row', () => {
    expect(initialGroupValues('w_tax_group')).toEqual({
      name: '',
      tax_mode: 'statutory',
      minimum_wage_earner: 'false',
      w_tax_monthly_rate: '0',
      sss_rate: '0',
      pagibig_rate: '0',
      philhealth_rate: '0',
    });
    expect(initialGroupValues('salary_group', { ...NCR, code: 4, name: 'A' })).toEqual({
      name: 'A',
      pay_basis: 'Monthly',
      monthly_salary: '18070',
      day_rate: '695',
      days: '26',
      hours: '8',
      annual_factor: '312',
    });
  });

  it('locks and zeroes the fixed amounts of a statutory group and the tax of a minimum wage earner', () => {
    let values = withChange('w_tax_group', initialGroupValues('w_tax_group'), 'tax_mode', 'fixed');
    expect(lockedFields('w_tax_group', values)).toEqual([]);
    values = { ...values, w_tax_monthly_rate: '500', sss_rate: '100' };
    values = withChange('w_tax_group', values, 'minimum_wage_earner', 'true');
    expect(lockedFields('w_tax_group', values)).toEqual(['w_tax_monthly_rate']);
    expect(values.w_tax_monthly_rate).toBe('0');
    expect(values.sss_rate).toBe('100');
    values = withChange('w_tax_group', values, 'tax_mode', 'statutory');
    expect(values.sss_rate).toBe('0');
    expect(lockedFields('w_tax_group', values)).toHaveLength(4);
  });

  it('sees the same amount written differently as unchanged', () => {
    const initial = initialGroupValues('salary_group', { ...NCR, name: 'A' });
    expect(
      changedGroupFields('salary_group', { ...initial, monthly_salary: '18070.00', name: 'A ' }, initial),
    ).toEqual([]);
    expect(changedGroupFields('salary_group', { ...initial, days: '22' }, initial)).toEqual(['days']);
  });

  it('builds the payload: code when editing, trimmed name, the flag as a boolean', () => {
    const values = { ...initialGroupValues('w_tax_group'), name: 'MWE ', minimum_wage_earner: 'true' };
    expect(groupPayload('w_tax_group', values, 9)).toEqual({
      code: 9,
      name: 'MWE',
      tax_mode: 'statutory',
      minimum_wage_earner: true,
      w_tax_monthly_rate: '0',
      sss_rate: '0',
      pagibig_rate: '0',
      philhealth_rate: '0',
    });
    expect(groupPayload('pay_period', { name: 'Monthly' })).toEqual({ name: 'Monthly' });
  });
});
