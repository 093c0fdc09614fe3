/**
 * The payslip's tax split in the Payroll Summary (issue 21): de minimis within the ceilings, the
 * 13th month and other benefits inside the ₱90,000 bucket and what overflowed it, other non-taxable
 * pay and hazard pay, then the taxable compensation the tax was computed on. Non-zero lines only;
 * nothing on a payslip stored before the split existed.
 */
import { Divider } from '@mantine/core';
import { type PayrollRow, TAX_SPLIT_LABELS } from '@sahod/shared';
import { AmountLine } from './AmountLine';

export function TaxSplit({ row }: { row: PayrollRow }) {
  const split = row.tax_split;
  if (!split) return null;
  const lines = (Object.keys(TAX_SPLIT_LABELS) as (keyof typeof TAX_SPLIT_LABELS)[]).filter(
    (key) => split[key] !== 0,
  );
  return (
    <>
      <Divider my={4} />
      {lines.map((key) => (
        <AmountLine key={key} label={TAX_SPLIT_LABELS[key]} value={split[key]} />
      ))}
      <AmountLine label="Taxable Compensation" value={row.taxable_compensation} strong />
    </>
  );
}
