/**
 * Deterministic synthetic employees (complete records: organisation, PSGC address, salary, tax and
 * benefits groups, five history entries each) written directly into a prepared database. Shared by
 * the employees and api-load benchmarks.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same data. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlos', 'Liza', 'Miguel', 'Grace', 'Paolo'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva'];

export async function generate(db: Kysely<DB>, count: number): Promise<void> {
  const now = new Date().toISOString();
  const random = rng(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const designations: { company: number; department: number; designation: number }[] = [];
  for (let c = 1; c <= 3; c++) {
    const company = await db
      .insertInto('companies')
      .values({ name: `Bench Company ${c}`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let d = 1; d <= 5; d++) {
      const dept = await db
        .insertInto('departments')
        .values({ company_id: company.id, name: `Department ${d}`, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let g = 1; g <= 4; g++) {
        const desig = await db
          .insertInto('designations')
          .values({ department_id: dept.id, name: `Designation ${g}`, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        designations.push({ company: company.id, department: dept.id, designation: desig.id });
      }
    }
  }
  const barangays = await db
    .selectFrom('barangays as b')
    .innerJoin('cities as c', 'c.id', 'b.city_id')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .select(['b.id as barangay', 'c.id as city', 'p.id as province', 'p.region_id as region'])
    .limit(2000)
    .execute();
  const salary = (await db.selectFrom('salary_groups').select('id').execute()).map((r) => r.id);
  const tax = (await db.selectFrom('w_tax_groups').select('id').execute()).map((r) => r.id);
  const benefits = (await db.selectFrom('benefits_groups').select('id').execute()).map((r) => r.id);

  const BATCH = 250;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      const org = pick(designations);
      const addr = barangays.length > 0 ? pick(barangays) : null;
      const year = 1960 + Math.floor(random() * 45);
      rows.push({
        employee_code: i.toString(36).toUpperCase().padStart(5, '0'),
        first_name: pick(FIRST),
        last_name: pick(LAST),
        middle_name: pick(LAST),
        suffix: null,
        company_id: org.company,
        department_id: org.department,
        designation_id: org.designation,
        is_approver: 0,
        created_at: now,
        updated_at: now,
        date_of_birth: `${year}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
        civil_status_id: 1 + Math.floor(random() * 2),
        gender_id: 1 + Math.floor(random() * 2),
        address_info: `${1 + Math.floor(random() * 200)} Rizal St.`,
        region_id: addr?.region ?? null,
        province_id: addr?.province ?? null,
        city_id: addr?.city ?? null,
        barangay_id: addr?.barangay ?? null,
        birthplace: 'Manila',
        mobile_number: `0917${String(Math.floor(random() * 1e7)).padStart(7, '0')}`,
        email: `employee${i}@bench.example`,
        landline: null,
        height: 150 + Math.floor(random() * 40),
        weight: 50 + Math.floor(random() * 40),
        blood_type_id: 1 + Math.floor(random() * 8),
        employee_type_id: 1,
        pay_period_id: 2,
        date_hired: `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-01`,
        status_id: 1,
        confidential_id: 1,
        salary_group_id: pick(salary),
        monthly_salary: 1_807_000 + Math.floor(random() * 5_000_000),
        days: 26,
        hours: 8,
        tin: '123-456-789-000',
        sss: '34-1234567-8',
        pagibig: '1210-9876-5432',
        philhealth: '12-345678901-2',
        hmo: null,
        w_tax_group_id: pick(tax),
        w_tax_monthly_rate: 0,
        sss_rate: 0,
        pagibig_rate: 0,
        philhealth_rate: 0,
        benefits_group_id: pick(benefits),
        gasoline: 0,
        meals: 150_000,
        transpo: 80_000,
        allowance: 200_000,
        leave_credits: Math.floor(random() * 15),
      });
    }
    const ids = await db.insertInto('employees').values(rows).returning('id').execute();
    const history = ids.flatMap(({ id }, n) =>
      Array.from({ length: 5 }, (_, k) => ({
        employee_id: id,
        form_id: (k % 2) + 1,
        descr: k % 2 === 0 ? 'Personal Information' : 'Employment Details',
        at: new Date(Date.parse(now) - (5 - k) * 86_400_000 - n).toISOString(),
        changes: JSON.stringify({ email: { old: `old${k}@bench.example`, new: `new${k}@bench.example` } }),
        user_id: null,
        username: 'admin',
      })),
    );
    await db.insertInto('employee_history').values(history).execute();
  }
}
