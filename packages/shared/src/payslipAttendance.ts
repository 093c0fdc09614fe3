/**
 * The attendance behind a payslip's pay (issue 22 section 2, "Why is Basic Pay 9,741.95?"): days
 * worked and absent, late and undertime minutes, leave days and holidays from the engine's
 * payslip.attendance, each with the peso amount the engine names for it (a monthly-rated payslip's
 * 'Absences', 'Late' and 'Undertime' lines of gross_breakdown; a daily-rated one is paid for the
 * hours worked, so its lines carry no amount). Nothing here computes money: the amounts are read
 * off the payslip as the engine wrote them. One list for the Payroll row, the Payroll Summary and
 * the payslip PDF, so the three say the same.
 */
export const PAYSLIP_ATTENDANCE_TEXT = {
  title: 'Attendance',
  daysWorked: 'Days worked',
  daysAbsent: 'Days absent',
  late: 'Late',
  undertime: 'Undertime',
  paidLeave: 'Paid leave days',
  unpaidLeave: 'Unpaid leave days',
  holidays: 'Holidays',
} as const;

/** One attendance line: its label, the count as read ('2 days', '15 min') and the engine's amount, if any. */
export interface AttendanceFact {
  key: 'days_worked' | 'days_absent' | 'late' | 'undertime' | 'paid_leave' | 'unpaid_leave' | 'holidays';
  label: string;
  value: string;
  /** The engine's peso amount for the line (negative for a deduction), null when it names none. */
  amount: number | null;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const minutes = (n: number) => `${n} min`;

/**
 * The attendance lines of a payslip (engine attendance counts and gross_breakdown amounts). Empty
 * for a payslip with no attendance: every count zero (a 13th month) or none (an old snapshot).
 */
export function attendanceFacts(row: {
  attendance: Record<string, number>;
  gross_breakdown: Record<string, number>;
}): AttendanceFact[] {
  const a = row.attendance;
  if (Object.values(a).every((n) => !n)) return [];
  const count = (k: string) => a[k] ?? 0;
  const amount = (line: string) => row.gross_breakdown[line] ?? null;
  const T = PAYSLIP_ATTENDANCE_TEXT;
  return [
    { key: 'days_worked', label: T.daysWorked, value: days(count('days_present')), amount: null },
    { key: 'days_absent', label: T.daysAbsent, value: days(count('absences')), amount: amount('Absences') },
    { key: 'late', label: T.late, value: minutes(count('late_minutes')), amount: amount('Late') },
    {
      key: 'undertime',
      label: T.undertime,
      value: minutes(count('early_minutes')),
      amount: amount('Undertime'),
    },
    {
      key: 'paid_leave',
      label: T.paidLeave,
      value: days(count('paid_leave_days')),
      amount: amount('Paid Leave'),
    },
    { key: 'unpaid_leave', label: T.unpaidLeave, value: days(count('unpaid_leave_days')), amount: null },
    {
      key: 'holidays',
      label: T.holidays,
      value: days(count('paid_holidays')),
      amount: amount('Holiday Pay'),
    },
  ];
}

/** An account number masked but its last 4 digits ('•••• 6789'); null when there is none. */
export function maskAccount(account: string | null | undefined): string | null {
  const digits = (account ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  return `•••• ${digits.slice(-4)}`;
}

/** The payslip's other facts (issue 22 section 2): pay date, government numbers, account, year to date. */
export const PAYSLIP_INFO_TEXT = {
  payDate: 'Pay Date',
  tin: 'TIN',
  sss: 'SSS',
  philhealth: 'PhilHealth',
  pagibig: 'Pag-IBIG',
  account: 'Payroll account',
  ytd: 'Year to date',
  ytdGross: 'Gross pay',
  ytdTaxable: 'Taxable compensation',
  ytdWtax: 'Tax withheld',
  ytdContributions: 'Contributions',
} as const;
