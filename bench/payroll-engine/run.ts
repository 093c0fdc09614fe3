/**
 * Payroll engine benchmark: 10,000 synthetic employees, each with 30 days of logs (plus the week
 * before, for the holiday "day before" rule), overtime applications, earnings, deductions, loans and
 * benefits; computePayslip for all of them after a warm-up. Prints one JSON line.
 *
 *   npx tsx bench/payroll-engine/run.ts [employees]
 */
import { performance } from 'node:perf_hooks';
import {
  addDays,
  computePayslip,
  type DayRecord,
  type EarningInput,
  type LoanInput,
  type Payslip,
  type PayslipInput,
  type Shift,
} from '@sahod/payroll';

const EMPLOYEES = Number(process.argv[2] ?? 10_000);
const PERIOD = { start: '2025-12-01', end: '2025-12-30' }; // 30 days with 2 regular and 2 special holidays
const LOOKBACK_DAYS = 7;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same work. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SHIFTS: Shift[] = [
  { shift_id: 1, start_time: '08:00:00', end_time: '17:00:00' },
  { shift_id: 3, start_time: '22:00:00', end_time: '07:00:00' },
  { shift_id: 5, start_time: '06:00:00', end_time: '15:00:00' },
];

function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return `${h < 10 ? '0' : ''}${h}:${r < 10 ? '0' : ''}${r}:00`;
}

function shiftStartMinutes(shift: Shift): number {
  const [h, m] = (shift.start_time ?? '00:00').split(':').map(Number);
  return h! * 60 + m!;
}

function buildEmployee(index: number, dates: string[]): PayslipInput {
  const next = random(index + 1);
  const shift = SHIFTS[index % SHIFTS.length]!;
  const start = shiftStartMinutes(shift);
  const days: DayRecord[] = [];
  for (const [position, date] of dates.entries()) {
    const roll = next();
    const sunday = position % 7 === 6; // the period starts on a Monday, the look-back too
    if (sunday && roll < 0.9) continue; // rest day, mostly not worked
    if (roll < 0.03) {
      days.push({ date, log: null, shift: { shift_id: roll < 0.02 ? 4 : 2 } }); // leave
    } else if (roll < 0.06) {
      days.push({ date, log: null, shift }); // absent
    } else {
      const late = next() < 0.2 ? Math.floor(next() * 45) : -Math.floor(next() * 10);
      const stay = 540 + Math.floor(next() * 150) - (next() < 0.1 ? 90 : 0);
      const lunch = start + 240 + Math.floor(next() * 30);
      days.push({
        date,
        log: {
          start_time: clock(start + late),
          end_time: clock(start + late + stay),
          lunch_start: clock(lunch),
          lunch_end: clock(lunch + 55 + Math.floor(next() * 20)),
        },
        shift: sunday ? null : shift,
      });
    }
  }
  const periodDates = dates.slice(LOOKBACK_DAYS);
  const applications = [0, 1, 2].map((k) => ({
    application_type: 'Overtime',
    effective_date: periodDates[Math.floor(next() * periodDates.length)]!,
    start_time: clock(start + 540),
    end_time: clock(start + 540 + 60 + 30 * k),
    approval_status: (k === 2 ? 'For Approval' : 'Approved') as 'Approved' | 'For Approval',
  }));
  const earnings: EarningInput[] = [
    {
      name: 'Piece Rate',
      effective_date: '2025-12-10',
      calc_id: 0,
      operand_id: 2,
      rate: 12.5,
      amount: Math.floor(next() * 400),
    },
    {
      name: 'Team Incentive',
      effective_date: '2025-12-15',
      calc_id: 1,
      operand_id: 2,
      rate: 1,
      amount: 3,
      total_amount: 5_000,
      group_amounts: [3, 4, 5],
      line_index: index % 3,
    },
    {
      name: 'Meal Allowance',
      effective_date: '2025-12-01',
      calc_id: 2,
      operand_id: 2,
      rate: 75,
      amount: 0,
      taxable: false,
    },
  ];
  const loans: LoanInput[] = [
    {
      loan_id: index * 2 + 1,
      loan_name: 'Salary Loan',
      loan_amount: 3_000_000,
      payment_terms: 12,
      deduction_start_date: '2025-06-15',
      status: 'Active',
      payments_made: index % 12,
      total_amount_paid: (index % 12) * 250_000,
    },
    {
      loan_id: index * 2 + 2,
      loan_name: 'Emergency Loan',
      loan_amount: 1_000_000,
      payment_terms: 3,
      deduction_start_date: '2025-12-01',
      status: index % 5 === 0 ? 'Canceled' : 'Active',
      payments_made: 0,
      total_amount_paid: 0,
    },
  ];
  return {
    employee: {
      monthly_salary: 1_500_000 + Math.floor(next() * 15_000_000),
      days: 26,
      hours: 8,
      pay_period: 'Monthly',
      tax_mode: index % 20 === 0 ? 'minimum_wage' : 'statutory',
      benefits: [
        { name: 'Gasoline', monthly_amount: 150_000 },
        { name: 'Meals', monthly_amount: 200_000, taxable: false },
        { name: 'Transpo', monthly_amount: 100_000 },
        { name: 'Allowance', monthly_amount: 300_000 },
      ],
    },
    period: PERIOD,
    days,
    applications,
    earnings,
    deductions: [
      { name: 'Canteen', effective_date: '2025-12-12', amount: Math.floor(next() * 200_000) },
      { name: 'Union Dues', effective_date: '2025-12-01', amount: 20_000, pre_tax: true },
    ],
    loans,
  };
}

const dates: string[] = [];
for (let i = -LOOKBACK_DAYS; i < 30; i++) dates.push(addDays(PERIOD.start, i));
const inputs = Array.from({ length: EMPLOYEES }, (_, i) => buildEmployee(i, dates));

let peakRss = 0;
let peakHeapUsed = 0;
function sampleMemory(): void {
  const usage = process.memoryUsage();
  if (usage.rss > peakRss) peakRss = usage.rss;
  if (usage.heapUsed > peakHeapUsed) peakHeapUsed = usage.heapUsed;
}
sampleMemory();

// Warm-up: let the JIT optimise the engine before timing.
let checksum = 0;
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < Math.min(EMPLOYEES, 3_000); i++) checksum += computePayslip(inputs[i]!).net_pay;
}
sampleMemory();

const results = new Array<Payslip>(EMPLOYEES);
const started = performance.now();
for (let i = 0; i < EMPLOYEES; i++) {
  results[i] = computePayslip(inputs[i]!);
  if ((i & 1023) === 1023) sampleMemory();
}
const totalMs = performance.now() - started;
sampleMemory();

let netPayTotal = 0;
for (const payslip of results) netPayTotal += Math.round(payslip.net_pay * 100);

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
console.log(
  JSON.stringify({
    bench: 'payroll-engine',
    employees: EMPLOYEES,
    days_per_employee: 30,
    payslips_per_second: Math.round(EMPLOYEES / (totalMs / 1_000)),
    total_ms: Math.round(totalMs * 10) / 10,
    per_payslip_us: Math.round((totalMs * 1_000 * 100) / EMPLOYEES) / 100,
    peak_rss_mb: mb(peakRss),
    peak_heap_used_mb: mb(peakHeapUsed),
    target_met: totalMs < 500,
    net_pay_total: netPayTotal / 100,
    warmup_checksum: Math.round(checksum),
    node: process.version,
  }),
);
