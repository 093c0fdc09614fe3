import type { EmployeeChoice } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { categoryBody, validateCategory } from './CategoriesPage';
import { filterChoices } from './EmployeePicker';
import { amountLabelOf } from './RecordsPage';
import { recordHeadBody, recordsError, salaryTotalText } from './recordView';

describe('category form', () => {
  it('builds the earnings body from the form values (Yes/No flags, empty texts)', () => {
    expect(
      categoryBody('earnings', {
        code: 4,
        category_name: 'Piece Rate',
        descr: null,
        calc_id: 0,
        operand_id: 2,
        rate: 5.25,
        input_column: 'Pieces',
        tax_treatment: 'de_minimis',
        de_minimis_kind: 'rice',
        calc_method: 'ignored',
      }),
    ).toEqual({
      code: 4,
      category_name: 'Piece Rate',
      descr: '',
      calc_id: 0,
      operand_id: 2,
      rate: 5.25,
      input_column: 'Pieces',
      // the treatment sets the older flags; a kind goes only with de minimis
      tax_treatment: 'de_minimis',
      de_minimis_kind: 'rice',
      taxable: false,
      de_minimis: true,
    });
    expect(
      categoryBody('earnings', { category_name: 'Hazard', tax_treatment: 'hazard', de_minimis_kind: 'rice' }),
    ).toMatchObject({ tax_treatment: 'hazard', de_minimis_kind: null, taxable: true, de_minimis: false });
    expect(categoryBody('deductions', { category_name: 'Union Dues', descr: 'x', pre_tax: 'Yes' })).toEqual({
      category_name: 'Union Dues',
      descr: 'x',
      calc_deduc: 'by Amount',
      pre_tax: true,
    });
  });

  it('refuses division by a zero rate before asking the server', () => {
    expect(validateCategory('earnings', { operand_id: 3, rate: 0 })).toBe(
      'A category that divides cannot have a rate of 0.',
    );
    expect(validateCategory('earnings', { operand_id: 3, rate: 2 })).toBeUndefined();
    expect(validateCategory('earnings', { operand_id: 2, rate: 0 })).toBeUndefined();
    expect(validateCategory('earnings', { operand_id: 2, rate: 1, tax_treatment: 'de_minimis' })).toBe(
      'Choose the kind of de minimis benefit.',
    );
  });
});

describe('records', () => {
  const e = (id: number, company: number, department: number, designation: number): EmployeeChoice => ({
    employee_id: id,
    employee_code: `0000${id}`,
    name: `E ${id}`,
    company_id: company,
    department_id: department,
    designation_id: designation,
  });
  const all = [e(1, 1, 10, 100), e(2, 1, 10, 101), e(3, 1, 11, 102), e(4, 2, 20, 200)];

  it('narrows the picker by company, department and designation and leaves out employees on the record', () => {
    const ids = (list: EmployeeChoice[]) => list.map((x) => x.employee_id);
    expect(ids(filterChoices(all, '', '', '', new Set()))).toEqual([1, 2, 3, 4]);
    expect(ids(filterChoices(all, '1', '', '', new Set()))).toEqual([1, 2, 3]);
    expect(ids(filterChoices(all, '1', '10', '', new Set()))).toEqual([1, 2]);
    expect(ids(filterChoices(all, '1', '10', '101', new Set()))).toEqual([2]);
    expect(ids(filterChoices(all, '1', '', '', new Set([2])))).toEqual([1, 3]);
  });

  it("shows By Day totals as 'computed at payroll' and money to 2 decimals", () => {
    expect(salaryTotalText({ salary_total: null })).toBe('computed at payroll');
    expect(salaryTotalText({ salary_total: 333.3 })).toBe('₱333.30');
    expect(amountLabelOf('Pieces')).toBe('Amount (Pieces)');
    expect(amountLabelOf('')).toBe('Amount');
    // Issue 22 section 4: never 'Amount (Amount)'.
    expect(amountLabelOf('Amount')).toBe('Amount');
    expect(amountLabelOf(' amount ')).toBe('Amount');
  });

  it("words failures as the spec's alerts and sends the total only when one is entered", () => {
    expect(recordsError('earnings')('boom')).toBe('Earnings Records error: boom');
    expect(recordsError('deductions')('boom')).toBe('Deductions Records error: boom');
    expect(
      recordHeadBody({ code: 3, category_id: 2, effective_date: '2026-12-01', total_amount: null }),
    ).toEqual({
      code: 3,
      category_id: 2,
      effective_date: '2026-12-01',
    });
    expect(recordHeadBody({ category_id: '2', effective_date: '2026-12-01', total_amount: 1000 })).toEqual({
      category_id: 2,
      effective_date: '2026-12-01',
      total_amount: 1000,
    });
  });
});
