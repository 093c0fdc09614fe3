/**
 * Import of a record's lines from a spreadsheet (issue 11): the browser reads the file and sends
 * its rows; this resolves the employee codes, previews, and writes all lines in one transaction or
 * none. Codes are normalised as the profile does (upper case, padded with '0' to 5).
 */
import {
  EARNINGS_MSG,
  employeeFullName,
  IMPORT_MSG,
  normalizeEmployeeCode,
  type RecordImportInput,
  type RecordImportResponse,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { CategoryKind } from './categoriesRepository.ts';
import * as repo from './recordsRepository.ts';
import { addLines } from './recordsService.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function importLines(
  deps: Deps,
  actor: Actor,
  kind: CategoryKind,
  input: RecordImportInput,
): Promise<RecordImportResponse> {
  const [head] = await repo.recordHeads(deps.db, kind, input.record_id);
  if (!head) throw notFound(EARNINGS_MSG.recordNotFound);
  const rows = input.rows.map((r) => ({ ...r, employee_code: normalizeEmployeeCode(r.employee_code) }));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.employee_code)) repeated.add(r.employee_code);
    seen.add(r.employee_code);
  }
  const employees = await repo.employeesByCodes(deps.db, [...seen]);
  const byCode = new Map(employees.map((e) => [e.employee_code ?? '', e]));
  const onRecord = new Set(
    (await repo.recordEmployees(deps.db, kind, input.record_id)).map((l) => l.employee_id),
  );
  const unknown = [...seen].filter((code) => !byCode.has(code));
  const already = [...seen].filter((code) => {
    const e = byCode.get(code);
    return e !== undefined && onRecord.has(e.id);
  });
  const lines = rows.flatMap((r) => {
    const e = byCode.get(r.employee_code);
    if (!e || repeated.has(r.employee_code) || onRecord.has(e.id)) return [];
    return [
      {
        employee_id: e.id,
        employee_code: r.employee_code,
        name: employeeFullName(e),
        amount: r.amount,
        input_column: r.input_column,
      },
    ];
  });
  const preview = {
    lines,
    unknown_codes: unknown,
    repeated_codes: [...repeated],
    already_on_record: already,
  };
  if (input.dry_run) return { message: '', ...preview, log_nos: [] };

  const problems = [
    unknown.length > 0 ? IMPORT_MSG.unknownCodes(unknown) : '',
    repeated.size > 0 ? IMPORT_MSG.repeatedCodes([...repeated]) : '',
    already.length > 0 ? IMPORT_MSG.alreadyOnRecord(already) : '',
  ].filter((p) => p !== '');
  if (problems.length > 0) throw invalid(problems.join(' '));
  // addLines re-checks everything inside its transaction (a line added meanwhile is refused).
  const ids = await addLines(deps, actor, kind, input.record_id, lines);
  return { message: EARNINGS_MSG.linesSaved(ids.length), ...preview, log_nos: ids };
}
