/**
 * Opening balances (issue 23 section 1): an employee's figures of a year from the payroll system
 * the company used before Sahod, up to the day before its go-live date. They count wherever the
 * year counts (13th month, annualization, 2316, alphalist, 1601-C, final pay) and are shown there as
 * their own line, 'Before Sahod'.
 */

/** Amount fields, in the order the profile and the import template show them. */
export const OPENING_BALANCE_AMOUNT_FIELDS = [
  'basic_pay',
  'gross_compensation',
  'non_taxable_benefits',
  'de_minimis',
  'mwe_pay',
  'sss_ee',
  'philhealth_ee',
  'pagibig_ee',
  'taxable_compensation',
  'tax_withheld',
  'thirteenth_paid',
] as const;
export type OpeningBalanceAmountField = (typeof OPENING_BALANCE_AMOUNT_FIELDS)[number];

export const OPENING_BALANCE_LABELS: Readonly<
  Record<OpeningBalanceAmountField | 'year' | 'go_live_date', string>
> = {
  year: 'Year',
  go_live_date: 'Go-live Date',
  /** Basic pay earned in the year (the 13th month's base). */
  basic_pay: 'Basic Pay Earned',
  gross_compensation: 'Gross Compensation',
  /** 2316 item 34: 13th month pay and other benefits, non-taxable part. */
  non_taxable_benefits: 'Non-taxable 13th Month and Other Benefits',
  /** 2316 item 35. */
  de_minimis: 'De Minimis Benefits',
  /** 2316 items 32/33 (and 36–39 premiums): pay of a minimum wage earner, exempt. */
  mwe_pay: 'Minimum Wage Earner Pay (exempt)',
  sss_ee: 'SSS Employee Share',
  philhealth_ee: 'PhilHealth Employee Share',
  pagibig_ee: 'Pag-IBIG Employee Share',
  taxable_compensation: 'Taxable Compensation',
  tax_withheld: 'Tax Withheld',
  thirteenth_paid: '13th Month Already Paid',
};

/** The line name of opening balances wherever a year figure is shown. */
export const BEFORE_SAHOD = 'Before Sahod';
