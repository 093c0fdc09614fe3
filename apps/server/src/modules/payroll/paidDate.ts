/**
 * When a stored payslip was paid (issue 21: compensation counts when paid): its pay date, or its end
 * date where none was stored (rows written by hand before 0026 filled them in). Year figures (13th
 * month, annualization, 2316, alphalist, 1601-C) select and group payslips by this expression.
 */
import { sql } from 'kysely';

export function paidDate(alias?: string) {
  const prefix = alias ? `${alias}.` : '';
  return sql<string>`coalesce(${sql.ref(`${prefix}pay_date`)}, ${sql.ref(`${prefix}end_date`)})`;
}
