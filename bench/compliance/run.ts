/**
 * Compliance outputs benchmark: every monthly output (SSS summary and file, PhilHealth RF-1 and
 * CSV, Pag-IBIG MSRF CSV and EH01 file, BIR 1601-C items, and the credit file of every bank) for
 * 10,000 employees whose month figures come from the payroll engine's tables, as the server will
 * read them from stored payslips; then the year-end outputs of the same employees (13th-month
 * preview, 2316 items, 1604-C alphalist). Repeated after a warm-up; prints one JSON line with the
 * median wall time, the median CPU time and the slowest run (`target_met`: the median monthly run
 * under 2 s and the median year-end run under 5 s; medians, because the machine is shared).
 *
 *   npx tsx bench/compliance/run.ts [employees] [runs]
 */
import { performance } from 'node:perf_hooks';
import {
  type AlphalistEntry,
  alphalistFile,
  BANKS,
  type Bank,
  bankFile,
  bankReport,
  bir1601c,
  bir2316Items,
  d1From2316,
  type Employer,
  type GeneratedFile,
  pagibigFile,
  pagibigReport,
  philhealthFile,
  philhealthReport,
  sssFile,
  sssReport,
  thirteenthMonthRows,
} from '@sahod/compliance';
import {
  annualIncomeTax,
  pagibigContribution,
  philhealthContribution,
  sssContribution,
  withholdingTax,
} from '@sahod/payroll';

const EMPLOYEES = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.argv[3] ?? 7);
const PERIOD = '2026-03';
const END = '2026-03-31';
const TARGET_MS = 2_000;
/** Issue 17: the 13th-month preview and the alphalist for 10,000 employees under 5 s (server included). */
const YEAR_END_TARGET_MS = 5_000;

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

const LAST = [
  'SANTOS',
  'REYES',
  'CRUZ',
  'DELA PAZ',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Peña',
  'Villanueva',
];
const FIRST = ['Maria', 'Jose', 'Ana', 'Carlo', 'Ma. Luisa', 'Juan', 'Niño', 'Rosario', 'Miguel', 'Liza'];

const employer: Employer = {
  registered_name: 'Acme Trading Corporation',
  address: '123 Ayala Avenue, Makati City',
  zip: '1226',
  tin: '123456789',
  branch_code: '0000',
  sss_er_no: '0312345678',
  sss_branch: '000',
  philhealth_pen: '012345678901',
  pagibig_er_id: '201234567890',
  contact_no: '0281234567',
};

const digits = (next: () => number, count: number, lead = '') =>
  lead + Array.from({ length: count - lead.length }, () => Math.floor(next() * 10)).join('');

function build(index: number) {
  const next = random(index + 1);
  const basic = 15_000_00 + Math.floor(next() * 12_000_000);
  const sss = sssContribution(basic, END);
  const philhealth = philhealthContribution(basic, END);
  const pagibig = pagibigContribution(basic, END);
  const contributions = sss.ee + philhealth.ee + pagibig.ee;
  const tax = withholdingTax(basic - contributions, 'monthly', END);
  const person = {
    employee_id: index + 1,
    employee_code: `E-${index + 1}`,
    last_name: LAST[index % LAST.length]!,
    first_name: FIRST[(index * 7) % FIRST.length]!,
    middle_name: LAST[(index * 3) % LAST.length]!,
    suffix: index % 25 === 0 ? 'JR' : null,
  };
  const hired = index % 97 === 0 ? '2026-03-16' : '2019-06-01';
  const bank: Bank = BANKS[index % BANKS.length]!;
  const accountLength = { bpi: 10, metrobank: 10, securitybank: 13, ucpb: 12, bdo: 12, csv: 12 }[bank];
  return {
    bank,
    sss: {
      ...person,
      sss_no: digits(next, 10, '34'),
      compensation: basic,
      msc: sss.msc,
      ee_ss: sss.eeRegular,
      er_ss: sss.erRegular,
      ee_mpf: sss.eeMpf,
      er_mpf: sss.erMpf,
      ec: sss.ec,
      hire_date: hired,
      position: 'Clerk',
    },
    philhealth: {
      ...person,
      philhealth_no: digits(next, 12),
      salary_base: basic,
      ps: philhealth.ee,
      es: philhealth.er,
      compensation: basic,
      hire_date: hired,
    },
    pagibig: {
      ...person,
      pagibig_no: digits(next, 12, '12'),
      compensation: basic,
      ee: pagibig.ee,
      er: pagibig.er,
      tin: digits(next, 9),
      birth_date: '1990-01-15',
    },
    bir: { ...person, mwe: false, gross: basic, contributions, tax_withheld: tax },
    credit: {
      ...person,
      account_no: digits(next, accountLength),
      account_name: person.last_name,
      amount: basic - contributions - tax,
    },
  };
}

const rows = Array.from({ length: EMPLOYEES }, (_, i) => build(i));
const byBank = new Map<Bank, (typeof rows)[number]['credit'][]>();
for (const row of rows) {
  const list = byBank.get(row.bank);
  if (list === undefined) byBank.set(row.bank, [row.credit]);
  else list.push(row.credit);
}
const bankOptions = {
  credit_date: '2026-03-30',
  company_code: '12345',
  funding_account: '',
  batch_no: 1,
  branch_code: '123',
  company_name: 'Acme Trading Corporation',
  bank_code: '0001',
};
const FUNDING: Record<Bank, string> = {
  bpi: '3001234567',
  metrobank: '',
  securitybank: '0000987654321',
  ucpb: '111122223333',
  bdo: '',
  csv: '',
};

interface Timed {
  ms: number;
  bytes: number;
}

function everyOutput(): Record<string, Timed> {
  const out: Record<string, Timed> = {};
  const time = (name: string, work: () => GeneratedFile[] | number) => {
    const started = performance.now();
    const result = work();
    const ms = performance.now() - started;
    const bytes = typeof result === 'number' ? result : result.reduce((n, f) => n + f.text.length, 0);
    out[name] = { ms, bytes };
  };
  time('sss', () => [
    sssFile(
      employer,
      PERIOD,
      sssReport(
        PERIOD,
        rows.map((r) => r.sss),
      ),
    ),
  ]);
  time('philhealth', () => [
    philhealthFile(
      employer,
      PERIOD,
      philhealthReport(
        PERIOD,
        rows.map((r) => r.philhealth),
      ),
    ),
  ]);
  time('pagibig', () => {
    const report = pagibigReport(
      PERIOD,
      rows.map((r) => r.pagibig),
    );
    return [pagibigFile(employer, PERIOD, report), pagibigFile(employer, PERIOD, report, { layout: 'eh01' })];
  });
  time(
    'bir1601c',
    () =>
      bir1601c(
        PERIOD,
        rows.map((r) => r.bir),
      ).rows.length,
  );
  time('banks', () =>
    BANKS.map((bank) =>
      bankFile(bank, bankReport(bank, byBank.get(bank) ?? []), {
        ...bankOptions,
        funding_account: FUNDING[bank],
      }),
    ),
  );
  return out;
}

/**
 * The year-end outputs of the same employees (a full year of the month's figures): the 13th-month
 * preview, every 2316's items and the 1604-C alphalist DAT with its validations.
 */
function yearEnd(): number {
  const started = performance.now();
  thirteenthMonthRows(
    2026,
    rows.map((r) => ({ ...r.bir, basic_earned: r.bir.gross * 12 })),
  );
  const entries: AlphalistEntry[] = rows.map((r, i) => {
    const thirteenth = Math.round(r.bir.gross);
    const items = bir2316Items({
      year: 2026,
      mwe: false,
      nontaxable: { thirteenth: Math.min(thirteenth, 90_000_00), contributions: r.bir.contributions * 12 },
      taxable: {
        basic: (r.bir.gross - r.bir.contributions) * 12,
        thirteenth: Math.max(0, thirteenth - 90_000_00),
      },
      withheld_present: 0,
    });
    const due = annualIncomeTax(items['23']!, 2026);
    const janNov = Math.min(r.bir.tax_withheld * 11, due);
    return {
      ...r.bir,
      tin: String(100_000_000 + i),
      region: 'NCR',
      substituted_filing: true,
      period_from: '2026-01-01',
      period_to: '2026-12-31',
      schedule: 1,
      amounts: d1From2316(items, { withheld_jan_nov: janNov, withheld_december: due - janNov, refunded: 0 }),
    };
  });
  alphalistFile(employer, 2026, entries, { expectedEmployeeIds: entries.map((e) => e.employee_id) });
  return performance.now() - started;
}

everyOutput(); // warm-up
everyOutput();
const totals: number[] = [];
const cpu: number[] = [];
const perOutput: Record<string, number[]> = {};
let bytes = 0;
for (let run = 0; run < RUNS; run++) {
  const cpuStart = process.cpuUsage();
  const result = everyOutput();
  const cpuUsed = process.cpuUsage(cpuStart);
  cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
  let total = 0;
  bytes = 0;
  for (const [name, timed] of Object.entries(result)) {
    perOutput[name] = [...(perOutput[name] ?? []), timed.ms];
    total += timed.ms;
    bytes += timed.bytes;
  }
  totals.push(total);
}
yearEnd(); // warm-up
const yearEndMs = Array.from({ length: RUNS }, () => yearEnd());
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
};
console.log(
  JSON.stringify({
    employees: EMPLOYEES,
    runs: RUNS,
    median_total_ms: median(totals),
    max_total_ms: Math.round(Math.max(...totals) * 10) / 10,
    // CPU time of the process for one run: less sensitive than wall time to other work on the machine.
    median_cpu_ms: median(cpu),
    per_output_median_ms: Object.fromEntries(
      Object.entries(perOutput).map(([name, values]) => [name, median(values)]),
    ),
    file_bytes: bytes,
    peak_rss_mb: Math.round((process.memoryUsage().rss / 1_048_576) * 10) / 10,
    year_end_median_ms: median(yearEndMs),
    year_end_target_ms: YEAR_END_TARGET_MS,
    target_ms: TARGET_MS,
    target_met: median(totals) < TARGET_MS && median(yearEndMs) < YEAR_END_TARGET_MS,
  }),
);
