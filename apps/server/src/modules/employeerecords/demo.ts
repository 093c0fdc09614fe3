/**
 * Demo records for `npm run demo`: each demo employee without any education rows gets a school
 * record, an emergency contact and two documents (TIN ID and employment contract, as small real
 * PDF files stored in the files table). Idempotent: an employee who already has education rows,
 * contacts or documents (demo edits) is left alone.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../platform/clock.ts';
import { storeFile } from '../../platform/files.ts';
import { DOCUMENT_PURPOSE } from './documents.ts';

const SCHOOLS = [
  ['Bachelor of Science in Accountancy', 'Polytechnic University of the Philippines', 'Manila'],
  ['Bachelor of Science in Business Administration', 'University of Santo Tomas', 'Manila'],
  ['Bachelor of Science in Psychology', 'University of the Philippines Diliman', 'Quezon City'],
  ['Bachelor of Science in Information Technology', 'Mapua University', 'Makati City'],
  [
    'Bachelor of Science in Hotel and Restaurant Management',
    'Lyceum of the Philippines University',
    'Manila',
  ],
  ['Bachelor of Science in Industrial Engineering', 'University of San Carlos', 'Cebu City'],
] as const;
const RELATIONSHIPS = ['Mother', 'Father', 'Spouse', 'Sister', 'Brother'] as const;
const CONTACT_NAMES = ['Teresita', 'Eduardo', 'Rosario', 'Danilo', 'Carmelita', 'Ernesto'] as const;

/** A one-page PDF with a line of text: enough for a viewer to open. */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedDemoEmployeeRecords(db: Kysely<DB>, clock: Clock): Promise<void> {
  const now = clock.now().toISOString();
  const types = await db
    .selectFrom('document_types')
    .select(['id', 'name'])
    .where('name', 'in', ['TIN ID', 'Employment Contract'])
    .execute();
  const tinType = types.find((t) => t.name === 'TIN ID')?.id;
  const contractType = types.find((t) => t.name === 'Employment Contract')?.id;
  const employees = await db
    .selectFrom('employees as e')
    .select([
      'e.id',
      'e.employee_code',
      'e.first_name',
      'e.last_name',
      'e.date_hired',
      'e.tin',
      'e.date_of_birth',
    ])
    .where('e.employee_code', 'is not', null)
    .where('e.date_of_birth', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(
            eb.selectFrom('employee_education as x').select('x.id').whereRef('x.employee_id', '=', 'e.id'),
          ),
          eb.exists(
            eb
              .selectFrom('employee_emergency_contacts as x')
              .select('x.id')
              .whereRef('x.employee_id', '=', 'e.id'),
          ),
          eb.exists(
            eb.selectFrom('employee_documents as x').select('x.id').whereRef('x.employee_id', '=', 'e.id'),
          ),
        ]),
      ),
    )
    .orderBy('e.id')
    .execute();

  for (const e of employees) {
    const seed = Number(e.employee_code) || e.id;
    const [degree, school, location] = SCHOOLS[seed % SCHOOLS.length]!;
    const born = Number(e.date_of_birth?.slice(0, 4) ?? 1990);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('employee_education')
        .values({
          employee_id: e.id,
          degree,
          school_name: school,
          location,
          graduation_year: born + 21,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('employee_emergency_contacts')
        .values({
          employee_id: e.id,
          contact_name: `${CONTACT_NAMES[seed % CONTACT_NAMES.length]} ${e.last_name}`,
          relationship: RELATIONSHIPS[seed % RELATIONSHIPS.length]!,
          contact_number: `0917${String(1_000_000 + seed * 7919).slice(-7)}`,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const submitted = e.date_hired ?? now.slice(0, 10);
      const documents = [
        tinType && e.tin
          ? {
              type: tinType,
              ref: e.tin,
              name: `TIN-${e.employee_code}.pdf`,
              text: `TIN ID of ${e.first_name} ${e.last_name}: ${e.tin}`,
            }
          : null,
        contractType
          ? {
              type: contractType,
              ref: `EC-${e.employee_code}`,
              name: `Contract-${e.employee_code}.pdf`,
              text: `Employment contract of ${e.first_name} ${e.last_name}`,
            }
          : null,
      ];
      for (const doc of documents) {
        if (!doc) continue;
        const fileId = await storeFile(trx, clock, {
          purpose: DOCUMENT_PURPOSE,
          filename: doc.name,
          mime: 'application/pdf',
          data: tinyPdf(doc.text),
          createdBy: null,
        });
        await trx
          .insertInto('employee_documents')
          .values({
            employee_id: e.id,
            document_type_id: doc.type,
            reference_no: doc.ref,
            reference_key: doc.ref.trim().toLowerCase(),
            date_submitted: submitted,
            has_expiry: 0,
            date_expiry: null,
            file_id: fileId,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
  }
}
