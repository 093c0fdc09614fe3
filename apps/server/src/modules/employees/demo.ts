/**
 * Demo employees (issue 5): 50 complete, realistic Philippine records for `npm run demo`: names,
 * birth dates, PSGC addresses (the demo start loads the PSGC), mobile numbers and emails, TIN, SSS,
 * Pag-IBIG and PhilHealth numbers in their formats, and employment details with salary, tax and
 * benefits groups. The four foundation demo employees (00001-00004) are completed in place; 46 more
 * join them, six with user accounts (three of them approvers). Idempotent: employees are keyed by
 * code, details are filled only while an employee has none (edits made in the demo are kept),
 * accounts by username.
 */
import type { Kysely } from 'kysely';
import { insertDemoAccount } from '../../db/demo-account.ts';
import { ensureRole } from '../../db/seed.ts';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword } from '../../platform/passwords.ts';

type Level = 'entry' | 'rank1' | 'rank2' | 'supervisor' | 'manager';

interface DemoEmployee {
  code: string;
  first: string;
  middle: string;
  last: string;
  suffix?: string;
  gender: 'Male' | 'Female';
  born: string;
  civil: string;
  company: 'bayanihan' | 'kalinaw';
  dept: string;
  desig: string;
  level: Level;
  hired: string;
  /** Barangay PSGC code. */
  barangay: string;
  status?: string;
  weekly?: boolean;
  field?: boolean;
}

const COMPANIES = {
  bayanihan: { name: 'Bayanihan Trading Corporation', domain: 'bayanihan.com.ph' },
  kalinaw: { name: 'Kalinaw Foods Corporation', domain: 'kalinawfoods.ph' },
} as const;

// biome-ignore format: one employee per line reads as a table
const EMPLOYEES: readonly DemoEmployee[] = [
  // The foundation's four (names and organisation already set by db/demo.ts).
  { code: '00001', first: 'Maria', middle: 'Lopez', last: 'Santos', gender: 'Female', born: '1984-03-14', civil: 'Married', company: 'bayanihan', dept: 'Human Resources', desig: 'HR Manager', level: 'manager', hired: '2012-06-01', barangay: '1381300035' },
  { code: '00002', first: 'Jose', middle: 'Manalo', last: 'Reyes', gender: 'Male', born: '1988-09-02', civil: 'Married', company: 'bayanihan', dept: 'Finance', desig: 'Payroll Officer', level: 'rank2', hired: '2015-02-16', barangay: '1381200007' },
  { code: '00003', first: 'Ana', middle: 'Dizon', last: 'Cruz', gender: 'Female', born: '1997-12-20', civil: 'Single', company: 'bayanihan', dept: 'Operations', desig: 'Sales Associate', level: 'entry', hired: '2021-08-02', barangay: '1380700003' },
  { code: '00004', first: 'Ramon', middle: 'Aquino', last: 'Bautista', gender: 'Male', born: '1979-07-08', civil: 'Married', company: 'bayanihan', dept: 'Operations', desig: 'Operations Supervisor', level: 'supervisor', hired: '2010-01-11', barangay: '1381500002' },
  // Bayanihan Trading Corporation
  { code: '00005', first: 'Lourdes', middle: 'Pangilinan', last: 'Villanueva', gender: 'Female', born: '1986-05-27', civil: 'Married', company: 'bayanihan', dept: 'Finance', desig: 'Finance Manager', level: 'manager', hired: '2013-04-15', barangay: '1381300001' },
  { code: '00006', first: 'Mark Anthony', middle: 'Salazar', last: 'Garcia', gender: 'Male', born: '1993-01-19', civil: 'Single', company: 'bayanihan', dept: 'Finance', desig: 'Accountant', level: 'rank2', hired: '2018-07-02', barangay: '1381200013' },
  { code: '00007', first: 'Kristine Joy', middle: 'Ramos', last: 'Mendoza', gender: 'Female', born: '1998-10-03', civil: 'Single', company: 'bayanihan', dept: 'Finance', desig: 'Accounting Clerk', level: 'rank1', hired: '2022-03-01', barangay: '1380400001' },
  { code: '00008', first: 'Rodolfo', middle: 'Castillo', last: 'Torres', suffix: 'Jr.', gender: 'Male', born: '1975-11-30', civil: 'Married', company: 'bayanihan', dept: 'Operations', desig: 'Operations Manager', level: 'manager', hired: '2008-09-01', barangay: '1381300100' },
  { code: '00009', first: 'Jennifer', middle: 'Navarro', last: 'Aquino', gender: 'Female', born: '1995-02-14', civil: 'Single', company: 'bayanihan', dept: 'Operations', desig: 'Sales Associate', level: 'entry', hired: '2023-01-09', barangay: '1380100142' },
  { code: '00010', first: 'Jerome', middle: 'Bernardo', last: 'Fernandez', gender: 'Male', born: '1996-06-21', civil: 'Single', company: 'bayanihan', dept: 'Operations', desig: 'Sales Associate', level: 'entry', hired: '2024-05-20', barangay: '1380602001', field: true },
  { code: '00011', first: 'Rowena', middle: 'Dela Paz', last: 'Gonzales', gender: 'Female', born: '1990-08-11', civil: 'Married', company: 'bayanihan', dept: 'Operations', desig: 'Store Supervisor', level: 'supervisor', hired: '2016-11-07', barangay: '1381500031' },
  { code: '00012', first: 'Christian', middle: 'Robles', last: 'Del Rosario', gender: 'Male', born: '1999-04-05', civil: 'Single', company: 'bayanihan', dept: 'Operations', desig: 'Cashier', level: 'entry', hired: '2025-06-16', barangay: '1381500025' },
  { code: '00013', first: 'Maricel', middle: 'Vergara', last: 'Lim', gender: 'Female', born: '1992-12-08', civil: 'Married', company: 'bayanihan', dept: 'Human Resources', desig: 'HR Assistant', level: 'rank1', hired: '2019-10-14', barangay: '1381300068' },
  { code: '00014', first: 'Patrick', middle: 'Yap', last: 'Tan', gender: 'Male', born: '1994-03-23', civil: 'Single', company: 'bayanihan', dept: 'Human Resources', desig: 'Recruitment Specialist', level: 'rank2', hired: '2020-02-03', barangay: '1380700006' },
  { code: '00015', first: 'Arnel', middle: 'Pascual', last: 'Flores', gender: 'Male', born: '1982-07-16', civil: 'Married', company: 'bayanihan', dept: 'Information Technology', desig: 'IT Manager', level: 'manager', hired: '2014-08-18', barangay: '1381200019' },
  { code: '00016', first: 'Joshua', middle: 'Santiago', last: 'Ramos', gender: 'Male', born: '1997-09-29', civil: 'Single', company: 'bayanihan', dept: 'Information Technology', desig: 'Systems Administrator', level: 'rank2', hired: '2021-01-04', barangay: '0405802013' },
  { code: '00017', first: 'Angelica', middle: 'Soriano', last: 'Castro', gender: 'Female', born: '2000-01-25', civil: 'Single', company: 'bayanihan', dept: 'Information Technology', desig: 'IT Support Specialist', level: 'rank1', hired: '2025-09-01', barangay: '0405802004' },
  { code: '00018', first: 'Ronaldo', middle: 'Mercado', last: 'Dela Cruz', gender: 'Male', born: '1987-05-01', civil: 'Married', company: 'bayanihan', dept: 'Sales and Marketing', desig: 'Sales Manager', level: 'manager', hired: '2015-06-08', barangay: '0402106010' },
  { code: '00019', first: 'Camille', middle: 'Agustin', last: 'Rivera', gender: 'Female', born: '1996-11-17', civil: 'Single', company: 'bayanihan', dept: 'Sales and Marketing', desig: 'Marketing Officer', level: 'rank2', hired: '2020-09-21', barangay: '0402106003' },
  { code: '00020', first: 'Raymond', middle: 'Gutierrez', last: 'Santiago', gender: 'Male', born: '1991-02-09', civil: 'Married', company: 'bayanihan', dept: 'Sales and Marketing', desig: 'Account Executive', level: 'rank2', hired: '2017-03-13', barangay: '0403428005', field: true },
  { code: '00021', first: 'Sheila Mae', middle: 'Ocampo', last: 'Domingo', gender: 'Female', born: '1998-07-30', civil: 'Single', company: 'bayanihan', dept: 'Sales and Marketing', desig: 'Account Executive', level: 'rank1', hired: '2023-07-03', barangay: '0403428001', field: true },
  { code: '00022', first: 'Eduardo', middle: 'Manansala', last: 'Cruz', gender: 'Male', born: '1980-10-12', civil: 'Married', company: 'bayanihan', dept: 'Logistics', desig: 'Warehouse Supervisor', level: 'supervisor', hired: '2011-05-02', barangay: '0403405037' },
  { code: '00023', first: 'Noel', middle: 'Bautista', last: 'Perez', gender: 'Male', born: '1985-12-25', civil: 'Married', company: 'bayanihan', dept: 'Logistics', desig: 'Delivery Driver', level: 'entry', hired: '2018-01-15', barangay: '0403405023', field: true },
  { code: '00024', first: 'Rogelio', middle: 'Sison', last: 'Valdez', gender: 'Male', born: '1990-04-18', civil: 'Married', company: 'bayanihan', dept: 'Logistics', desig: 'Delivery Driver', level: 'entry', hired: '2019-06-03', barangay: '0401005001', field: true },
  { code: '00025', first: 'Lea', middle: 'Cabrera', last: 'Morales', gender: 'Female', born: '1994-08-06', civil: 'Single', company: 'bayanihan', dept: 'Logistics', desig: 'Inventory Clerk', level: 'rank1', hired: '2022-10-10', barangay: '0401005034' },
  { code: '00026', first: 'Dennis', middle: 'Villareal', last: 'Hernandez', gender: 'Male', born: '1989-03-03', civil: 'Legally Separated', company: 'bayanihan', dept: 'Logistics', desig: 'Warehouse Staff', level: 'entry', hired: '2020-11-16', barangay: '1381300001' },
  { code: '00027', first: 'Marites', middle: 'Luna', last: 'Salvador', gender: 'Female', born: '1978-06-29', civil: 'Widowed', company: 'bayanihan', dept: 'Human Resources', desig: 'Payroll and Benefits Officer', level: 'rank2', hired: '2009-02-02', barangay: '1381200030' },
  { code: '00028', first: 'John Paul', middle: 'Francisco', last: 'Mercado', gender: 'Male', born: '2001-05-14', civil: 'Single', company: 'bayanihan', dept: 'Operations', desig: 'Sales Associate', level: 'entry', hired: '2025-10-06', barangay: '1380700009' },
  { code: '00029', first: 'Rosalinda', middle: 'Tolentino', last: 'Aguilar', gender: 'Female', born: '1983-09-09', civil: 'Married', company: 'bayanihan', dept: 'Finance', desig: 'Accountant', level: 'rank2', hired: '2014-01-20', barangay: '1381500002', status: 'On Leave' },
  { code: '00030', first: 'Vincent', middle: 'Lacson', last: 'Ramirez', gender: 'Male', born: '1992-11-01', civil: 'Single', company: 'bayanihan', dept: 'Sales and Marketing', desig: 'Marketing Officer', level: 'rank2', hired: '2018-04-09', barangay: '1381300100', status: 'Resigned' },
  // Kalinaw Foods Corporation (Cebu, Davao, Iloilo, Bacolod, Baguio)
  { code: '00031', first: 'Teresita', middle: 'Uy', last: 'Go', gender: 'Female', born: '1976-02-17', civil: 'Married', company: 'kalinaw', dept: 'Administration', desig: 'Plant Manager', level: 'manager', hired: '2007-07-02', barangay: '0730600045' },
  { code: '00032', first: 'Ernesto', middle: 'Abella', last: 'Alcantara', gender: 'Male', born: '1981-08-24', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Production Supervisor', level: 'supervisor', hired: '2012-03-05', barangay: '0730600022' },
  { code: '00033', first: 'Jocelyn', middle: 'Cañete', last: 'Ybañez', gender: 'Female', born: '1990-10-28', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Quality Control Inspector', level: 'rank1', hired: '2016-08-15', barangay: '0731300007' },
  { code: '00034', first: 'Ariel', middle: 'Sumalinog', last: 'Cabahug', gender: 'Male', born: '1995-01-07', civil: 'Single', company: 'kalinaw', dept: 'Production', desig: 'Production Operator', level: 'entry', hired: '2021-02-01', barangay: '0731300019', weekly: true },
  { code: '00035', first: 'Rhea', middle: 'Tumulak', last: 'Pacquiao', gender: 'Female', born: '1999-06-13', civil: 'Single', company: 'kalinaw', dept: 'Production', desig: 'Production Operator', level: 'entry', hired: '2024-01-15', barangay: '0730600045', weekly: true },
  { code: '00036', first: 'Jonathan', middle: 'Baguio', last: 'Lapu', gender: 'Male', born: '1993-04-22', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Production Operator', level: 'entry', hired: '2019-09-09', barangay: '0731300007', weekly: true },
  { code: '00037', first: 'Marivic', middle: 'Ebarle', last: 'Villamor', gender: 'Female', born: '1988-12-01', civil: 'Married', company: 'kalinaw', dept: 'Administration', desig: 'Office Manager', level: 'supervisor', hired: '2013-10-21', barangay: '1130700045' },
  { code: '00038', first: 'Alvin', middle: 'Estrada', last: 'Lumbao', gender: 'Male', born: '1997-03-18', civil: 'Single', company: 'kalinaw', dept: 'Administration', desig: 'Admin Assistant', level: 'rank1', hired: '2022-06-06', barangay: '1130700086' },
  { code: '00039', first: 'Cherry Ann', middle: 'Gabriel', last: 'Javier', gender: 'Female', born: '1996-09-15', civil: 'Single', company: 'kalinaw', dept: 'Administration', desig: 'Admin Assistant', level: 'rank1', hired: '2023-03-27', barangay: '0631000054' },
  { code: '00040', first: 'Rolando', middle: 'Tupas', last: 'Magbanua', gender: 'Male', born: '1984-11-11', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Maintenance Technician', level: 'rank2', hired: '2015-05-18', barangay: '0631000054' },
  { code: '00041', first: 'Gemma', middle: 'Lacson', last: 'Montinola', gender: 'Female', born: '1991-07-04', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Quality Control Inspector', level: 'rank1', hired: '2017-11-13', barangay: '1830200001' },
  { code: '00042', first: 'Benjie', middle: 'Dacanay', last: 'Bello', gender: 'Male', born: '1998-02-26', civil: 'Single', company: 'kalinaw', dept: 'Production', desig: 'Production Operator', level: 'entry', hired: '2025-02-03', barangay: '1830200001', weekly: true },
  { code: '00043', first: 'Analyn', middle: 'Bagtas', last: 'Dulay', gender: 'Female', born: '1994-05-09', civil: 'Single', company: 'kalinaw', dept: 'Administration', desig: 'HR Officer', level: 'rank2', hired: '2020-07-13', barangay: '1430300052' },
  { code: '00044', first: 'Wilfredo', middle: 'Abad', last: 'Carino', gender: 'Male', born: '1972-10-19', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Production Supervisor', level: 'supervisor', hired: '2006-04-03', barangay: '1430300052' },
  { code: '00045', first: 'Michelle', middle: 'Chua', last: 'Sy', gender: 'Female', born: '1989-01-31', civil: 'Married', company: 'kalinaw', dept: 'Administration', desig: 'Accountant', level: 'rank2', hired: '2016-02-15', barangay: '0730600022' },
  { code: '00046', first: 'Dexter', middle: 'Fuentes', last: 'Jumawan', gender: 'Male', born: '2002-08-08', civil: 'Single', company: 'kalinaw', dept: 'Production', desig: 'Production Operator', level: 'entry', hired: '2025-08-18', barangay: '0731300019', weekly: true },
  { code: '00047', first: 'Imelda', middle: 'Salcedo', last: 'Enriquez', gender: 'Female', born: '1980-04-14', civil: 'Annulled', company: 'kalinaw', dept: 'Administration', desig: 'Purchasing Officer', level: 'rank2', hired: '2011-09-12', barangay: '1130700045' },
  { code: '00048', first: 'Rey', middle: 'Dumalagan', last: 'Ompad', gender: 'Male', born: '1987-06-20', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Delivery Driver', level: 'entry', hired: '2014-12-01', barangay: '1130700086', field: true },
  { code: '00049', first: 'Princess', middle: 'Alonzo', last: 'Manalastas', gender: 'Female', born: '2001-12-12', civil: 'Single', company: 'kalinaw', dept: 'Production', desig: 'Quality Control Inspector', level: 'entry', hired: '2025-11-03', barangay: '0730600022' },
  { code: '00050', first: 'Gerardo', middle: 'Quiambao', last: 'Lacsamana', suffix: 'III', gender: 'Male', born: '1977-03-27', civil: 'Married', company: 'kalinaw', dept: 'Production', desig: 'Maintenance Technician', level: 'rank2', hired: '2010-06-14', barangay: '0731300007', status: 'Suspended' },
];

/** Six employees with user accounts (role Employee, approved); three of them approvers. */
const ACCOUNTS = [
  { code: '00005', approver: true },
  { code: '00008', approver: true },
  { code: '00031', approver: true },
  { code: '00006', approver: false },
  { code: '00011', approver: false },
  { code: '00034', approver: false },
] as const;

const SALARY_GROUP: Record<Level, string> = {
  entry: 'NCR Minimum Wage',
  rank1: 'Rank and File 1',
  rank2: 'Rank and File 2',
  supervisor: 'Supervisory',
  manager: 'Managerial',
};

const STREETS = [
  'Rizal St.',
  'Mabini St.',
  'Sampaguita St.',
  'Bonifacio Ave.',
  'Narra St.',
  'Kamagong St.',
  'Luna St.',
  'Magsaysay Blvd.',
  'Del Pilar St.',
  'Acacia Lane',
];
const VILLAGES = ['Villa Verde Subd.', 'Greenmeadows', 'Camella Homes', 'Lakeview Homes', 'BF Homes', ''];
const BLOOD_TYPES = ['O+', 'A+', 'B+', 'O+', 'AB+', 'A+', 'O-', 'B+'];

/** Deterministic digits from a seed (the same demo every time). */
function digits(seed: number, count: number): string {
  let x = seed | 0;
  let out = '';
  for (let i = 0; i < count; i++) {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5 + i) | 0;
    out += String((x >>> 0) % 10);
  }
  return out;
}

const username = (e: DemoEmployee) =>
  `${e.first.charAt(0)}${e.last.charAt(0)}`.toUpperCase() + e.last.slice(1).toLowerCase().replace(/\s+/g, '');

async function idByName(
  db: Kysely<DB>,
  table:
    | 'genders'
    | 'civil_statuses'
    | 'blood_types'
    | 'employee_types'
    | 'employment_statuses'
    | 'confidentiality_levels'
    | 'salary_groups'
    | 'w_tax_groups'
    | 'benefits_groups',
  name: string,
): Promise<number | null> {
  const row = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
  return row?.id ?? null;
}

async function organisation(db: Kysely<DB>, now: string, companyName: string, dept: string, desig: string) {
  await db
    .insertInto('companies')
    .values({ name: companyName, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', companyName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('departments')
    .values({ company_id: company.id, name: dept, created_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'name']).doNothing())
    .execute();
  const department = await db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', company.id)
    .where('name', '=', dept)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('designations')
    .values({ department_id: department.id, name: desig, created_at: now })
    .onConflict((oc) => oc.columns(['department_id', 'name']).doNothing())
    .execute();
  const designation = await db
    .selectFrom('designations')
    .select('id')
    .where('department_id', '=', department.id)
    .where('name', '=', desig)
    .executeTakeFirstOrThrow();
  return { company_id: company.id, department_id: department.id, designation_id: designation.id };
}

async function addressOf(db: Kysely<DB>, barangayCode: string) {
  const row = await db
    .selectFrom('barangays as b')
    .innerJoin('cities as c', 'c.id', 'b.city_id')
    .innerJoin('provinces as p', 'p.id', 'c.province_id')
    .select([
      'b.id as barangay_id',
      'c.id as city_id',
      'c.name as city',
      'p.id as province_id',
      'p.region_id',
    ])
    .where('b.psgc_code', '=', barangayCode)
    .executeTakeFirst();
  return row ?? null;
}

/** Personal information and employment details of one demo employee (amounts in centavos). */
async function details(db: Kysely<DB>, e: DemoEmployee, index: number) {
  const address = await addressOf(db, e.barangay);
  const salaryGroup = SALARY_GROUP[e.level];
  const salary = await db
    .selectFrom('salary_groups')
    .select(['id', 'monthly_salary', 'days', 'hours'])
    .where('name', '=', salaryGroup)
    .executeTakeFirst();
  const minimumWage = e.level === 'entry';
  const hiredYear = Number(e.hired.slice(0, 4));
  const probationary = hiredYear >= 2025;
  const domain = COMPANIES[e.company].domain;
  const emailName = `${e.first.split(' ')[0]}.${e.last.replace(/\s+/g, '')}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const benefits = probationary ? 'None' : e.field ? 'Field Staff' : 'Standard';
  const benefitsRow = await db
    .selectFrom('benefits_groups')
    .select(['id', 'gasoline', 'meals', 'transpo', 'allowance'])
    .where('name', '=', benefits)
    .executeTakeFirst();
  const taxGroup = await idByName(
    db,
    'w_tax_groups',
    minimumWage ? 'Minimum Wage Earner' : 'Statutory (BIR tables)',
  );
  const confidential =
    e.level === 'manager'
      ? 'Highly Confidential'
      : ['Human Resources', 'Finance'].includes(e.dept)
        ? 'Confidential'
        : 'Non-Confidential';
  const seed = index + 101;
  return {
    middle_name: e.middle,
    suffix: e.suffix ?? null,
    date_of_birth: e.born,
    civil_status_id: await idByName(db, 'civil_statuses', e.civil),
    gender_id: await idByName(db, 'genders', e.gender),
    address_info: `${(seed * 7) % 200 || 1} ${STREETS[index % STREETS.length]}${
      VILLAGES[index % VILLAGES.length] ? `, ${VILLAGES[index % VILLAGES.length]}` : ''
    }`,
    region_id: address?.region_id ?? null,
    province_id: address?.province_id ?? null,
    city_id: address?.city_id ?? null,
    barangay_id: address?.barangay_id ?? null,
    birthplace: address?.city ?? null,
    mobile_number: `09${['17', '18', '27', '56', '95', '06'][index % 6]}${digits(seed, 7)}`,
    email: `${emailName}@${domain}`,
    landline: index % 3 === 0 ? `02${digits(seed + 7, 8)}` : null,
    height: e.gender === 'Male' ? 160 + (seed % 20) : 150 + (seed % 15),
    weight: e.gender === 'Male' ? 58 + (seed % 25) : 48 + (seed % 20),
    blood_type_id: await idByName(db, 'blood_types', BLOOD_TYPES[index % BLOOD_TYPES.length] as string),
    employee_type_id: await idByName(
      db,
      'employee_types',
      probationary ? 'Probationary' : e.field && e.level === 'entry' ? 'Contractual' : 'Regular',
    ),
    pay_period_id: e.level === 'manager' ? 1 : e.weekly ? 3 : 2,
    date_hired: e.hired,
    status_id: await idByName(db, 'employment_statuses', e.status ?? 'Active'),
    confidential_id: await idByName(db, 'confidentiality_levels', confidential),
    salary_group_id: salary?.id ?? null,
    monthly_salary: salary ? Number(salary.monthly_salary) : null,
    days: salary ? Number(salary.days) : null,
    hours: salary ? Number(salary.hours) : null,
    tin: `${digits(seed + 1, 3)}-${digits(seed + 2, 3)}-${digits(seed + 3, 3)}-000`,
    sss: `${['33', '34', '04', '07'][index % 4]}-${digits(seed + 4, 7)}-${digits(seed + 5, 1)}`,
    pagibig: `${['1210', '1211', '1212'][index % 3]}-${digits(seed + 6, 4)}-${digits(seed + 8, 4)}`,
    philhealth: `${['01', '02', '12', '19'][index % 4]}-${digits(seed + 9, 9)}-${digits(seed + 10, 1)}`,
    hmo: probationary ? null : ['Maxicare', 'Intellicare', 'Medicard', 'PhilCare'][index % 4],
    w_tax_group_id: taxGroup,
    w_tax_monthly_rate: 0,
    sss_rate: 0,
    pagibig_rate: 0,
    philhealth_rate: 0,
    benefits_group_id: benefitsRow?.id ?? null,
    gasoline: benefitsRow ? Number(benefitsRow.gasoline) : null,
    meals: benefitsRow ? Number(benefitsRow.meals) : null,
    transpo: benefitsRow ? Number(benefitsRow.transpo) : null,
    allowance: benefitsRow ? Number(benefitsRow.allowance) : null,
    leave_credits: probationary ? 0 : 5 + (seed % 11),
    ...payrollAccount(e, index, seed),
  };
}

/**
 * Issue 16: most are paid by bank (Bayanihan through BPI, 10 digits; Kalinaw through BDO, 12, some
 * with a leading zero), every tenth in cash and every fifteenth by cheque.
 */
function payrollAccount(e: DemoEmployee, index: number, seed: number) {
  if (index % 10 === 9) return { pay_method: 'Cash', bank: null, account_no: null, account_name: null };
  if (index % 15 === 14) return { pay_method: 'Cheque', bank: null, account_no: null, account_name: null };
  const bpi = e.company === 'bayanihan';
  return {
    pay_method: 'Bank',
    bank: bpi ? 'bpi' : 'bdo',
    account_no: `${index % 4 === 0 ? '0' : '1'}${digits(seed + 11, bpi ? 9 : 11)}`,
    account_name: `${e.first} ${e.middle.charAt(0)} ${e.last}`.toUpperCase(),
  };
}

export async function seedDemoEmployees(db: Kysely<DB>, clock: Clock, password: string): Promise<void> {
  const now = clock.now().toISOString();
  for (const [index, e] of EMPLOYEES.entries()) {
    const org = await organisation(db, now, COMPANIES[e.company].name, e.dept, e.desig);
    await db
      .insertInto('employees')
      .values({
        employee_code: e.code,
        first_name: e.first,
        last_name: e.last,
        middle_name: e.middle,
        suffix: e.suffix ?? null,
        ...org,
        is_approver: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('employee_code').doNothing())
      .execute();
    // Only an employee still without personal details is filled: demo edits survive a restart.
    await db
      .updateTable('employees')
      .set({ ...(await details(db, e, index)), updated_at: now })
      .where('employee_code', '=', e.code)
      .where('date_of_birth', 'is', null)
      .execute();
  }

  const roleId = await ensureRole(db, clock, 'Employee');
  const hash = await hashPassword(password);
  for (const account of ACCOUNTS) {
    const e = EMPLOYEES.find((x) => x.code === account.code);
    const emp = await db
      .selectFrom('employees')
      .select(['id', 'company_id', 'department_id', 'designation_id'])
      .where('employee_code', '=', account.code)
      .executeTakeFirst();
    if (!e || !emp) continue;
    const name = username(e);
    const linked = await db
      .selectFrom('users')
      .select('id')
      .where('employee_id', '=', emp.id)
      .executeTakeFirst();
    if (!linked) {
      await insertDemoAccount(db, now, {
        username: name,
        name: `${e.first} ${e.last}`,
        passwordHash: hash,
        roleId,
        employee: emp,
      });
      if (account.approver) {
        await db.updateTable('employees').set({ is_approver: 1 }).where('id', '=', emp.id).execute();
      }
    }
  }
}
