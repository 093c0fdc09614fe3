/**
 * The BIR 2316 ZIP's drawing alone, in one process (issue 28 §4): N synthetic certificates (default
 * 2,000) through `certificatesZip`, the ZIP read to the end and thrown away. Prints the CPU time per
 * certificate (process.cpuUsage, after a warm-up of 200), the bytes per certificate, the peak RSS and
 * the load average; `--cpu-prof` (node's own flag) profiles it. No database: this is the part of the
 * job that grows with the employees after the year is loaded (see yearend/bir2316Job for the whole).
 *   npx tsx bench/yearend/bir2316Pdf.ts [--certificates 2000]
 */
import os from 'node:os';
import type { EmployeeYear } from '../../apps/server/src/modules/compliance/bir2316/figures.ts';
import { certificatesZip } from '../../apps/server/src/modules/compliance/bir2316/zip.ts';
import type { CompanyRef } from '../../apps/server/src/modules/compliance/company.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const COUNT = arg('certificates', 2_000);
const WARM = 200;

const company: CompanyRef = {
  id: 1,
  name: 'Bench Corp',
  employer: {
    registered_name: 'Bench Corporation Philippines, Inc.',
    address: '12 Ayala Avenue, Makati City',
    zip: '1226',
    tin: '123456789',
    branch_code: '00000',
    signatory_name: 'Maria Santos',
    signatory_position: 'HR Manager',
  } as CompanyRef['employer'],
};

const ITEMS = [
  '19',
  '20',
  '21',
  '23',
  '24',
  '25A',
  '26',
  '28',
  '29',
  '34',
  '36',
  '38',
  '39',
  '48',
  '51A',
  '52',
];

function employee(i: number): EmployeeYear {
  const items: Record<string, number> = {};
  for (const [k, n] of ITEMS.entries()) items[n] = (i * 7919 + k * 104_729) % 90_000_000;
  return {
    employee_id: i + 1,
    employee_code: `E${i}`,
    last_name: `Dela Cruz${i}`,
    first_name: i % 3 === 0 ? 'Niño' : 'Juan',
    middle_name: 'Santos',
    suffix: null,
    tin: String(100_000_000 + i),
    date_of_birth: '1990-05-17',
    mobile_number: '09171234567',
    address: `${i} Rizal Street, Barangay San Antonio, Pasig City, Metro Manila`,
    mwe: i % 10 === 0,
    monthly_salary: 2_500_000,
    days: 26,
    separation_reason: null,
    period_from: '2026-01-01',
    period_to: '2026-12-31',
    separated: false,
    previous: null,
    opening: null,
    items,
    substituted_filing: i % 2 === 0,
  } as unknown as EmployeeYear;
}

async function run(count: number): Promise<{ bytes: number }> {
  const years = Array.from({ length: count }, (_, i) => employee(i));
  const { stream } = certificatesZip(2026, company, years);
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return { bytes };
}

await run(WARM);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const { bytes } = await run(COUNT);
const cpu = process.cpuUsage(cpu0);
const wallMs = performance.now() - t0;
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  JSON.stringify({
    bench: 'yearend-bir2316-pdf',
    certificates: COUNT,
    cpu_ms_per_certificate: Math.round((cpuMs / COUNT) * 100) / 100,
    wall_ms_per_certificate: Math.round((wallMs / COUNT) * 100) / 100,
    bytes_per_certificate: Math.round(bytes / COUNT),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    load: os.loadavg().map((l) => Math.round(l * 10) / 10),
  }),
);
