/**
 * Earnings and deductions categories (spec 3; 8 'Name is already in use.'; payroll-design "Other
 * earnings"): names unique case-insensitively, no division by a zero rate, and a category in use
 * by a record is never deleted.
 */
import {
  type DeductionsCategoryInput,
  type DeductionsCategoryRow,
  type DeMinimisKind,
  EARNINGS_MSG,
  type EarningsCategoryInput,
  type EarningsCategoryRow,
  flagsOfTreatment,
  TAX_TREATMENT_MSG,
  type TaxTreatment,
  toRateUnits,
  treatmentFromFlags,
} from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import type { CategoryKind } from './categoriesRepository.ts';
import * as repo from './categoriesRepository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export function fetchEarningsCategories(deps: Deps): Promise<EarningsCategoryRow[]> {
  return repo.earningsCategories(deps.db);
}

export function fetchDeductionsCategories(deps: Deps): Promise<DeductionsCategoryRow[]> {
  return repo.deductionsCategories(deps.db);
}

/**
 * The stored values of an earnings category. The tax treatment wins over the older flags and sets
 * them; without it (an older client) the flags decide, unless they still agree with the treatment
 * already saved, which is then kept (treatmentFromFlags: migration 0028's rule).
 */
function earningsValues(
  input: EarningsCategoryInput,
  saved?: { tax_treatment: string; de_minimis_kind: string | null },
): repo.EarningsCategoryValues {
  if (input.operand_id === 3 && input.rate === 0) throw invalid(EARNINGS_MSG.divideByZero);
  let treatment: { tax_treatment: TaxTreatment; de_minimis_kind: DeMinimisKind | null };
  let flags = { taxable: input.taxable, de_minimis: input.de_minimis };
  if (input.tax_treatment) {
    const kind = input.tax_treatment === 'de_minimis' ? (input.de_minimis_kind ?? null) : null;
    if (input.tax_treatment === 'de_minimis' && kind === null) throw invalid(TAX_TREATMENT_MSG.kindRequired);
    treatment = { tax_treatment: input.tax_treatment, de_minimis_kind: kind };
    flags = flagsOfTreatment(input.tax_treatment);
  } else {
    const kept = saved ? flagsOfTreatment(saved.tax_treatment as TaxTreatment) : null;
    treatment =
      saved && kept && kept.taxable === flags.taxable && kept.de_minimis === flags.de_minimis
        ? {
            tax_treatment: saved.tax_treatment as TaxTreatment,
            de_minimis_kind: saved.de_minimis_kind as DeMinimisKind | null,
          }
        : treatmentFromFlags(input.category_name, flags.taxable, flags.de_minimis);
  }
  return {
    category_name: input.category_name,
    descr: input.descr,
    calc_id: input.calc_id,
    rate: toRateUnits(input.rate),
    operand_id: input.operand_id,
    input_column: input.input_column,
    taxable: flags.taxable ? 1 : 0,
    de_minimis: flags.de_minimis ? 1 : 0,
    ...treatment,
  };
}

function deductionsValues(input: DeductionsCategoryInput): repo.DeductionsCategoryValues {
  return {
    category_name: input.category_name,
    descr: input.descr,
    calc_deduc: input.calc_deduc,
    pre_tax: input.pre_tax ? 1 : 0,
  };
}

/** PostgreSQL aborts the transaction on a constraint error: map it outside the transaction. */
async function mapConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isUniqueViolation(err)) throw conflict(EARNINGS_MSG.duplicateName);
    if (isForeignKeyViolation(err)) throw conflict(EARNINGS_MSG.categoryInUse(1));
    throw err;
  }
}

function findCategory(db: repo.Db, kind: CategoryKind, id: number) {
  return kind === 'earnings' ? repo.findEarningsCategory(db, id) : repo.findDeductionsCategory(db, id);
}

async function saveCategory(
  deps: Deps,
  actor: Actor,
  kind: CategoryKind,
  code: number | null,
  values: repo.EarningsCategoryValues | repo.DeductionsCategoryValues,
): Promise<number> {
  return mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      const old = code === null ? null : await findCategory(trx, kind, code);
      if (code !== null && !old) throw notFound(EARNINGS_MSG.categoryNotFound);
      if (await repo.sameNameCategory(trx, kind, values.category_name, code ?? undefined)) {
        throw conflict(EARNINGS_MSG.duplicateName);
      }
      const stamp = { at: deps.clock.now().toISOString(), by: actor.userId };
      let id: number;
      if (code === null) id = await repo.insertCategory(trx, kind, values, stamp);
      else {
        id = code;
        await repo.updateCategory(trx, kind, id, values, stamp);
      }
      await recordAudit(trx, deps.clock, actor, {
        action: code === null ? 'create' : 'update',
        entity: repo.CATEGORY_TABLE[kind],
        entityId: id,
        details: { old, new: values },
      });
      return id;
    }),
  );
}

export function createEarningsCategory(deps: Deps, actor: Actor, input: EarningsCategoryInput) {
  return saveCategory(deps, actor, 'earnings', null, earningsValues(input));
}
export async function updateEarningsCategory(
  deps: Deps,
  actor: Actor,
  input: EarningsCategoryInput & { code: number },
) {
  const saved = await repo.findEarningsCategory(deps.db, input.code);
  return saveCategory(deps, actor, 'earnings', input.code, earningsValues(input, saved));
}
export function createDeductionsCategory(deps: Deps, actor: Actor, input: DeductionsCategoryInput) {
  return saveCategory(deps, actor, 'deductions', null, deductionsValues(input));
}
export function updateDeductionsCategory(
  deps: Deps,
  actor: Actor,
  input: DeductionsCategoryInput & { code: number },
) {
  return saveCategory(deps, actor, 'deductions', input.code, deductionsValues(input));
}

/** Deletes a category no record uses; 409 naming how many records use it otherwise. */
export async function deleteCategory(
  deps: Deps,
  actor: Actor,
  kind: CategoryKind,
  code: number,
): Promise<void> {
  await mapConstraints(() =>
    deps.db.transaction().execute(async (trx) => {
      const old = await findCategory(trx, kind, code);
      if (!old) throw notFound(EARNINGS_MSG.categoryNotFound);
      const used = await repo.categoryRecordCount(trx, kind, code);
      if (used > 0) throw conflict(EARNINGS_MSG.categoryInUse(used));
      await repo.deleteCategory(trx, kind, code);
      await recordAudit(trx, deps.clock, actor, {
        action: 'delete',
        entity: repo.CATEGORY_TABLE[kind],
        entityId: code,
        details: { old, new: null },
      });
    }),
  );
}
