import { describe, expect, it } from 'vitest';
import { flagsOfTreatment, storedTreatment, treatmentFromFlags } from './taxTreatment.ts';

describe('existing categories keep what they mean (migration 0028)', () => {
  it('taxable stays Taxable, whatever the name', () => {
    expect(treatmentFromFlags('Rice Subsidy', true, false)).toEqual({
      tax_treatment: 'taxable',
      de_minimis_kind: null,
    });
  });

  it('a non-taxable or de minimis flag is Non-taxable (other) unless the name clearly says what it is', () => {
    const of = (name: string) => treatmentFromFlags(name, false, true);
    expect(of('Transportation Reimbursement')).toEqual({
      tax_treatment: 'non_taxable',
      de_minimis_kind: null,
    });
    expect(of('Meal Allowance per day')).toEqual({ tax_treatment: 'non_taxable', de_minimis_kind: null });
    expect(of('Rice Subsidy')).toEqual({ tax_treatment: 'de_minimis', de_minimis_kind: 'rice' });
    expect(of('Uniform Allowance')).toEqual({ tax_treatment: 'de_minimis', de_minimis_kind: 'uniform' });
    expect(of('Laundry')).toEqual({ tax_treatment: 'de_minimis', de_minimis_kind: 'laundry' });
    expect(of('Overtime Meal')).toEqual({ tax_treatment: 'de_minimis', de_minimis_kind: 'meal_allowance' });
    expect(of('Christmas Gift')).toEqual({ tax_treatment: 'de_minimis', de_minimis_kind: 'christmas_gift' });
    expect(of('Medical Assistance')).toEqual({
      tax_treatment: 'de_minimis',
      de_minimis_kind: 'medical_assistance',
    });
    expect(of('CBA Benefit')).toEqual({ tax_treatment: 'de_minimis', de_minimis_kind: 'cba_productivity' });
    expect(of('Christmas Bonus')).toEqual({ tax_treatment: 'other_benefits', de_minimis_kind: null });
    expect(of('14th Month Pay')).toEqual({ tax_treatment: 'other_benefits', de_minimis_kind: null });
    // a whole word only: 'Price Adjustment' is not rice
    expect(of('Price Adjustment')).toEqual({ tax_treatment: 'non_taxable', de_minimis_kind: null });
  });

  it('a stored treatment stands while the flags agree with it; flags written alone win', () => {
    const row = { category_name: 'Rice', taxable: 0, de_minimis: 1, de_minimis_kind: 'rice' };
    expect(storedTreatment({ ...row, tax_treatment: 'de_minimis' })).toEqual({
      tax_treatment: 'de_minimis',
      de_minimis_kind: 'rice',
    });
    // a row inserted with the flags only (the column's default 'taxable' disagrees with taxable 0)
    expect(storedTreatment({ ...row, category_name: 'Allowance', tax_treatment: 'taxable' })).toEqual({
      tax_treatment: 'non_taxable',
      de_minimis_kind: null,
    });
    expect(flagsOfTreatment('hazard')).toEqual({ taxable: true, de_minimis: false });
    expect(flagsOfTreatment('other_benefits')).toEqual({ taxable: false, de_minimis: false });
  });
});
