/**
 * Settings > Audit Trail (issue 25 §3): pages of the audit log, newest first, by keyset on id (an
 * indexed `id < before_id ... order by id desc limit n`, as fast on page 100 as on page 1).
 * Pay figures in the details are shown only to a role with payroll view (the rule every
 * pay-carrying route applies); for others every number under a pay-named field is masked.
 */
import { type AuditTrailQuery, type AuditTrailRow, PAY_MASK } from '@sahod/shared';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

/** Field names that carry pay figures (salary, rates, amounts, contributions, tax, loans...). */
const PAY_FIELD =
  /salary|rate|pay|amount|wage|allowance|deduction|earning|gross|net|tax|contribution|sss|philhealth|pagibig|hdmf|loan|balance|bonus|13th|thirteenth|cola|premium|total|centavos|compensation|income|benefit/i;

function isFigure(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()));
}

/** Whether a field name carries pay, remembered per name (a page repeats the same few names). */
const payFieldMemo = new Map<string, boolean>();
function isPayField(key: string): boolean {
  let pay = payFieldMemo.get(key);
  if (pay === undefined) {
    pay = PAY_FIELD.test(key);
    if (payFieldMemo.size < 10_000) payFieldMemo.set(key, pay);
  }
  return pay;
}

/**
 * `value` (freshly parsed JSON the caller owns) with every figure under a pay-named field replaced
 * by the mask, in place: a page of 10,000 entries masks without copying each one.
 */
export function maskPay(value: unknown, underPay = false): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = maskPay(value[i], underPay);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) record[key] = maskPay(record[key], underPay || isPayField(key));
    return record;
  }
  return underPay && isFigure(value) ? PAY_MASK : value;
}

/** 'yyyy-MM-dd' (a Philippine day) to the UTC instant it starts at. */
function phDayStart(day: string): string {
  return new Date(`${day}T00:00:00+08:00`).toISOString();
}
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function auditPage(
  db: Kysely<DB>,
  query: AuditTrailQuery,
  showPay: boolean,
  /** The Excel export carries each entry's hash; the screen's pages leave it out (a third of the bytes). */
  withHash = false,
): Promise<{ rows: AuditTrailRow[]; next_before_id: number | null }> {
  let q = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'user_id', 'username', 'ip', 'action', 'entity', 'entity_id', 'details'])
    .$if(withHash, (qb) => qb.select('hash'));
  if (query.user_id !== undefined) q = q.where('user_id', '=', query.user_id);
  if (query.entity) q = q.where(sql<boolean>`entity like ${`${escapeLike(query.entity)}%`} escape '\\'`);
  if (query.entity_id) q = q.where('entity_id', '=', query.entity_id);
  if (query.action) q = q.where('action', '=', query.action);
  if (query.from) q = q.where('at', '>=', phDayStart(query.from));
  if (query.to) q = q.where('at', '<', phDayStart(nextDay(query.to)));
  if (query.before_id !== undefined) q = q.where('id', '<', query.before_id);
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    const has = (column: 'username' | 'entity' | 'entity_id' | 'details') =>
      sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;
    q = q.where((eb) => eb.or([has('username'), has('entity'), has('entity_id'), has('details')]));
  }
  const rows = await q
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  return {
    rows: page.map((r) => {
      let details: unknown = null;
      if (r.details !== null) {
        try {
          details = JSON.parse(r.details);
        } catch {
          details = r.details;
        }
      }
      return {
        id: r.id,
        at: new Date(r.at).toISOString(),
        user_id: r.user_id,
        username: r.username,
        ip: r.ip,
        action: r.action,
        entity: r.entity,
        entity_id: r.entity_id,
        details: showPay ? details : maskPay(details),
        ...(withHash ? { hash: (r as { hash?: string | null }).hash ?? null } : {}),
      };
    }),
    next_before_id: more ? (page[page.length - 1]?.id ?? null) : null,
  };
}
