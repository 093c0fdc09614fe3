/**
 * The chain form's values (issue 27 §1): the generic form holds text, so 'All' is '0' in the
 * scope selects and the ordered levels are one JSON text (the levels field draws them).
 */
import {
  type ApprovalChain,
  type ApprovalChainInput,
  CHAIN_MSG,
  CHAIN_TEXT,
  type ChainMode,
} from '@sahod/shared';

export type LevelDraft = { mode: ChainMode; approver_ids: number[] };
export const ALL = '0';
export const CHAIN_FIELDS = ['name', 'application_type_id', 'company_id', 'department_id', 'levels'] as const;
export const CHAIN_LABELS: Record<string, string> = {
  name: 'Chain Name',
  application_type_id: 'Application Type',
  application_type: 'Application Type',
  company_id: 'Company',
  company: 'Company',
  department_id: 'Department',
  department: 'Department',
  levels: 'Levels',
  summary: 'Levels',
};

export function parseLevels(text: string): LevelDraft[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as LevelDraft[]) : [];
  } catch {
    return [];
  }
}
export const levelsText = (levels: readonly LevelDraft[]) => JSON.stringify(levels);

export const NEW_CHAIN = {
  name: '',
  application_type_id: ALL,
  company_id: ALL,
  department_id: ALL,
  levels: levelsText([{ mode: 'any', approver_ids: [] }]),
};

export function chainRecord(chain: ApprovalChain) {
  return {
    name: chain.name,
    application_type_id: String(chain.application_type_id ?? ALL),
    company_id: String(chain.company_id ?? ALL),
    department_id: String(chain.department_id ?? ALL),
    levels: levelsText(
      chain.levels.map((l) => ({ mode: l.mode, approver_ids: l.approvers.map((a) => a.employee_id) })),
    ),
  };
}

const idOrNull = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The whole chain from the form's values (the record's, overwritten by the changed ones). */
export function chainInput(
  record: Record<string, unknown>,
  values: Record<string, unknown>,
): ApprovalChainInput {
  const all = { ...record, ...values };
  return {
    name: String(all.name ?? '').trim(),
    application_type_id: idOrNull(all.application_type_id),
    company_id: idOrNull(all.company_id),
    department_id: idOrNull(all.department_id),
    levels: parseLevels(String(all.levels ?? '[]')),
  };
}

/** The server's rules the form can tell before saving. */
export function levelsProblem(text: string): string | undefined {
  const levels = parseLevels(text);
  if (levels.length === 0) return CHAIN_MSG.levelsRequired;
  const empty = levels.findIndex((l) => l.approver_ids.length === 0);
  return empty >= 0 ? CHAIN_MSG.approversRequired(empty + 1) : undefined;
}

/** 'Level 1: Cruz, Juan · Level 2 (all): Reyes, Ana and Santos, Ben' */
export function chainSummary(chain: ApprovalChain): string {
  return chain.levels
    .map(
      (l) =>
        `${CHAIN_TEXT.level(l.level)}${l.mode === 'all' ? ' (all)' : ''}: ${l.approvers
          .map((a) => a.name)
          .join(l.mode === 'all' ? ' and ' : ' or ')}`,
    )
    .join(' · ');
}
