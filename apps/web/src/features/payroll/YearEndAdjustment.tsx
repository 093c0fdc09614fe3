/**
 * 'Year-end adjustment' of a payroll row of the year's last period (issue 17 section 2): the
 * annual tax due, the tax withheld so far this year and the adjustment (positive withheld now,
 * negative refunded as the Tax Refund line), and the warning of a shortfall the net pay could not
 * cover. Every figure is the server's.
 */
import { Alert, Divider } from '@mantine/core';
import { type PayrollRow, YEAR_END_TEXT } from '@sahod/shared';
import { AmountLine } from './AmountLine';

export function YearEndAdjustment({ row }: { row: PayrollRow }) {
  const y = row.year_end;
  if (!y) return null;
  return (
    <section aria-label={YEAR_END_TEXT.title}>
      <Divider my="xs" label={YEAR_END_TEXT.title} labelPosition="left" />
      <AmountLine label={YEAR_END_TEXT.taxDue} value={y.tax_due} />
      <AmountLine label={YEAR_END_TEXT.withheld} value={y.withheld} />
      <AmountLine label={YEAR_END_TEXT.tableTax} value={y.table_wtax} />
      <AmountLine label={YEAR_END_TEXT.adjustment} value={y.adjustment} strong />
      {y.refund > 0 && <AmountLine label={YEAR_END_TEXT.refund} value={y.refund} />}
      {y.uncollected > 0 && <AmountLine label={YEAR_END_TEXT.uncollected} value={y.uncollected} />}
    </section>
  );
}

export function YearEndWarning({ row }: { row: PayrollRow }) {
  return row.warning ? <Alert color="yellow">{row.warning}</Alert> : null;
}
