/**
 * What the application form and the approver's card say about a leave date that uses no leave
 * credit (issue 22), e.g. '30 Nov 2026 is a regular holiday (Bonifacio Day): no leave credit is
 * used.'. The rule is the engine's (leaveCreditExemption); these are its words.
 */
import { type LeaveCreditExemption, type LeaveDateContext, leaveCreditExemption } from '@sahod/payroll';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'yyyy-MM-dd' as '30 Nov 2026'. */
export function dayMonthYear(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

export function leaveCreditNoteText(date: string, exemption: LeaveCreditExemption): string {
  const day = dayMonthYear(date);
  return exemption.kind === 'regular_holiday'
    ? `${day} is a regular holiday (${exemption.names.join(', ')}): no leave credit is used.`
    : `${day} is a rest day: no leave credit is used.`;
}

/** The note of a leave date, or null when a leave on it takes a credit. */
export function leaveCreditNote(date: string, context?: LeaveDateContext): string | null {
  const exemption = leaveCreditExemption(date, context);
  return exemption === null ? null : leaveCreditNoteText(date, exemption);
}
