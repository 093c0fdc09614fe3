/**
 * The payslip e-mail queue (issue 25 §4): a row per payslip in payslip_mail, so it survives a
 * restart and a payslip is sent once unless 'Send again' asks. A worker takes one item at a time
 * (claimItem: `for update skip locked` on PostgreSQL, a conditional update on SQLite, so with
 * several processes only one takes it), builds the payslip PDF encrypted with the company's
 * password rule, and sends it. A failure is retried until MAX_ATTEMPTS, then the item is 'failed'
 * with the server's answer.
 */
import {
  MAIL_MSG,
  PASSWORD_RULE_TEXT,
  PAYROLL_PERIODS,
  PAYSLIP_MAIL_STATUSES,
  type PayrollPdfQuery,
  type PayslipMailRun,
  type PayslipMailSend,
  type PayslipMailStatus,
  type PayslipPasswordRule,
} from '@sahod/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { payslipExtras } from '../payroll/payslipExtras.ts';
import { payslipsPdf } from '../payroll/payslipPdf.ts';
import { fetchPayroll, processedReport } from '../payroll/service.ts';
import { createMailJob } from './mailJobs.ts';
import { errorText, type Mailer, mailer } from './smtp.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'dialect'>;

/** Attempts per address before the item is 'failed' (the first try and two retries). */
export const MAX_ATTEMPTS = 3;
/** Wait before retry n (n = attempts so far): 1 min, then 5 min. */
export const RETRY_DELAY_MS = [60_000, 300_000];
/** A 'sending' item claimed longer ago than this belonged to a process that died: queued again. */
export const STALE_CLAIM_MS = 10 * 60_000;

const NO_BIRTH_DATE = 'The employee has no birth date, which the PDF password needs.';
const NO_TIN = 'The employee has no TIN, which the PDF password needs.';
const VOIDED = 'The payslip was voided.';

/** Puts the run's Processed payslips in the queue; those already queued or sent stay as they are. */
export async function enqueuePayslips(
  deps: Deps,
  actor: Actor,
  q: PayslipMailSend,
): Promise<PayslipMailStatus> {
  const { db, clock } = deps;
  const rows = (await fetchPayroll(deps, runQuery(q))).filter(
    (r) => r.status === 'Processed' && r.payslip_id,
  );
  if (rows.length === 0) throw notFound(MAIL_MSG.noPayslips);
  await mailer(deps).then((m) => m.transport.close()); // 409 before queueing when SMTP is not set up
  const ids = rows.map((r) => r.employee_id);
  const emails = new Map<number, string | null>();
  for (let i = 0; i < ids.length; i += 1000)
    for (const e of await db
      .selectFrom('employees')
      .select(['id', 'email'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute())
      emails.set(e.id, e.email?.trim() || null);
  const existing = new Map<number, string>();
  const payslipIds = rows.map((r) => r.payslip_id ?? 0);
  for (let i = 0; i < payslipIds.length; i += 1000)
    for (const e of await db
      .selectFrom('payslip_mail')
      .select(['payslip_id', 'status'])
      .where('payslip_id', 'in', payslipIds.slice(i, i + 1000))
      .execute())
      existing.set(e.payslip_id, e.status);
  const resend = new Set(q.resend_employee_ids ?? []);
  const now = clock.now().toISOString();
  // A failed or address-less item is tried again (with the address as it is now); a sent one only
  // on 'Send again'. Queued and sending items are left to the worker.
  const written = rows.filter((r) => {
    const was = existing.get(r.payslip_id ?? 0);
    return (
      was === undefined ||
      (was === 'sent' && resend.has(r.employee_id)) ||
      was === 'failed' ||
      was === 'no_address'
    );
  });
  await db.transaction().execute(async (trx) => {
    // The click is a job on Settings > Jobs when it queues anything (its progress: mailJobs.ts).
    const run = {
      company_id: q.company_id,
      pay_period: q.pay_period,
      start_date: q.start_date,
      end_date: q.end_date,
    };
    const jobId = written.length > 0 ? await createMailJob(trx, now, actor, run) : null;
    for (const r of written) {
      const payslipId = r.payslip_id ?? 0;
      const address = emails.get(r.employee_id) ?? null;
      const fresh = {
        address,
        password_rule: q.password_rule,
        status: address ? 'queued' : 'no_address',
        attempts: 0,
        last_error: null,
        next_at: null,
        claimed_at: null,
        sent_at: null,
        job_id: jobId,
      };
      const was = existing.get(payslipId);
      if (was === undefined) {
        await trx
          .insertInto('payslip_mail')
          .values({
            payslip_id: payslipId,
            employee_id: r.employee_id,
            company_id: q.company_id,
            pay_period: q.pay_period,
            start_date: q.start_date,
            end_date: q.end_date,
            created_at: now,
            ...fresh,
          })
          .execute();
      } else {
        await trx
          .updateTable('payslip_mail')
          .set(fresh)
          .where('payslip_id', '=', payslipId)
          .where('status', '=', was)
          .execute();
      }
    }
    await recordAudit(trx, clock, actor, {
      action: 'email',
      entity: 'payslips',
      details: { ...q, payslips: rows.length, queued: written.length, job_id: jobId },
    });
  });
  return mailStatus(deps, q);
}

/** The payroll filter of a run (a stored item's pay period is one of PAYROLL_PERIODS). */
function runQuery(q: { company_id: number; pay_period: string; start_date: string; end_date: string }) {
  const pay_period = PAYROLL_PERIODS.find((p) => p === q.pay_period) ?? 'Semi-monthly';
  const query: PayrollPdfQuery = {
    company_id: q.company_id,
    pay_period,
    start_date: q.start_date,
    end_date: q.end_date,
  };
  return query;
}

/** Per-employee status of the run's e-mails, for the progress bar. */
export async function mailStatus(deps: Pick<Deps, 'db'>, q: PayslipMailRun): Promise<PayslipMailStatus> {
  const rows = await deps.db
    .selectFrom('payslip_mail as m')
    .innerJoin('employees as e', 'e.id', 'm.employee_id')
    .innerJoin('payslips as p', 'p.id', 'm.payslip_id')
    .select([
      'm.employee_id',
      'e.first_name',
      'e.last_name',
      'm.address',
      'm.status',
      'm.attempts',
      'm.last_error',
      'm.sent_at',
      'm.job_id',
    ])
    .where('m.company_id', '=', q.company_id)
    .where('m.pay_period', '=', q.pay_period)
    .where('m.start_date', '=', q.start_date)
    .where('m.end_date', '=', q.end_date)
    // A voided payslip's e-mail is history: the run shows its live payslips.
    .where('p.status', '=', 'processed')
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .execute();
  const counts = Object.fromEntries(PAYSLIP_MAIL_STATUSES.map((s) => [s, 0])) as PayslipMailStatus['counts'];
  let jobId: number | null = null;
  const items = rows.map((r) => {
    if (r.job_id !== null && (jobId === null || r.job_id > jobId)) jobId = r.job_id;
    const status = PAYSLIP_MAIL_STATUSES.find((s) => s === r.status) ?? 'queued';
    counts[status] += 1;
    return {
      employee_id: r.employee_id,
      name: `${r.last_name}, ${r.first_name}`,
      address: r.address,
      status,
      attempts: Number(r.attempts),
      last_error: r.last_error,
      sent_at: r.sent_at,
    };
  });
  return {
    total: items.length,
    done: counts.sent + counts.failed + counts.no_address,
    counts,
    items,
    job_id: jobId,
  };
}

type Item = { id: number; payslip_id: number; employee_id: number; attempts: number };

/** Takes the next due item for this process, or none. */
export async function claimItem(deps: Deps): Promise<Item | null> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  if (deps.dialect === 'postgres') {
    const res = await sql<Item>`
      update payslip_mail set status = 'sending', claimed_at = ${now}
      where id = (
        select id from payslip_mail
        where status = 'queued' and (next_at is null or next_at <= ${now})
        order by id limit 1 for update skip locked
      )
      returning id, payslip_id, employee_id, attempts`.execute(db);
    return res.rows[0] ?? null;
  }
  for (;;) {
    const next = await db
      .selectFrom('payslip_mail')
      .select(['id', 'payslip_id', 'employee_id', 'attempts'])
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('next_at', 'is', null), eb('next_at', '<=', now)]))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const taken = await db
      .updateTable('payslip_mail')
      .set({ status: 'sending', claimed_at: now })
      .where('id', '=', next.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return next;
  }
}

/** Items left 'sending' by a process that stopped go back to the queue (restart resumes them). */
export async function releaseStale(deps: Deps): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - STALE_CLAIM_MS).toISOString();
  await deps.db
    .updateTable('payslip_mail')
    .set({ status: 'queued', claimed_at: null })
    .where('status', '=', 'sending')
    .where('claimed_at', '<=', before)
    .execute();
}

/** The PDF's open password by the rule, from the employee's birth date (YYYY-MM-DD) and TIN. */
export function payslipPassword(
  rule: PayslipPasswordRule,
  e: { date_of_birth: string | null; tin: string | null },
): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(e.date_of_birth ?? '');
  if (!m) throw new Error(NO_BIRTH_DATE);
  const birth = `${m[2]}${m[3]}${m[1]}`;
  if (rule === 'birth_date') return birth;
  const digits = (e.tin ?? '').replace(/\D/g, '');
  if (digits.length < 4) throw new Error(NO_TIN);
  return `${digits.slice(-4)}${birth}`;
}

/** Sends one claimed item and records the outcome. */
export async function sendItem(deps: Deps, m: Mailer, item: Item): Promise<void> {
  const { db, clock } = deps;
  const row = await db
    .selectFrom('payslip_mail')
    .selectAll()
    .where('id', '=', item.id)
    .executeTakeFirstOrThrow();
  try {
    const emp = await db
      .selectFrom('employees')
      .select(['date_of_birth', 'tin'])
      .where('id', '=', row.employee_id)
      .executeTakeFirstOrThrow();
    const slip = await db
      .selectFrom('payslips')
      .select('status')
      .where('id', '=', row.payslip_id)
      .executeTakeFirst();
    if (slip?.status !== 'processed') throw new Error(VOIDED);
    const rule = row.password_rule as PayslipPasswordRule;
    const password = payslipPassword(rule, emp);
    const { rows, meta } = await processedReport(deps, { ...runQuery(row), employee_id: row.employee_id });
    const pdf = await payslipsPdf(rows, { ...meta, extras: await payslipExtras(db, rows), password });
    await m.transport.sendMail({
      from: m.sender,
      to: row.address ?? '',
      subject: `Your payslip for ${meta.period}`,
      text: [
        `Dear ${rows[0]?.name ?? 'employee'},`,
        '',
        `Attached is your payslip from ${meta.company} for ${meta.period}.`,
        `The PDF is protected with a password: ${PASSWORD_RULE_TEXT[rule]}.`,
        '',
        'This e-mail was sent by Sahod.',
      ].join('\n'),
      attachments: [
        {
          filename: `payslip-${row.start_date}-to-${row.end_date}.pdf`,
          content: pdf,
          contentType: 'application/pdf',
        },
      ],
    });
    await db
      .updateTable('payslip_mail')
      .set({
        status: 'sent',
        attempts: row.attempts + 1,
        last_error: null,
        sent_at: clock.now().toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  } catch (err) {
    const attempts = row.attempts + 1;
    const permanent = err instanceof Error && [NO_BIRTH_DATE, NO_TIN, VOIDED].includes(err.message);
    const again = !permanent && attempts < MAX_ATTEMPTS;
    await db
      .updateTable('payslip_mail')
      .set({
        status: again ? 'queued' : 'failed',
        attempts,
        last_error: errorText(err),
        claimed_at: null,
        next_at: again
          ? new Date(clock.now().getTime() + (RETRY_DELAY_MS[attempts - 1] ?? 300_000)).toISOString()
          : null,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Sends every item due now, one by one; returns how many were tried. */
export async function drainQueue(deps: Deps): Promise<number> {
  await releaseStale(deps);
  let tried = 0;
  let m: Mailer | null = null;
  try {
    for (;;) {
      const item = await claimItem(deps);
      if (!item) return tried;
      if (!m) {
        try {
          m = await mailer(deps);
        } catch (err) {
          // No usable SMTP settings: leave the item queued for later.
          await deps.db
            .updateTable('payslip_mail')
            .set({ status: 'queued', claimed_at: null, last_error: errorText(err) })
            .where('id', '=', item.id)
            .execute();
          return tried;
        }
      }
      await sendItem(deps, m, item);
      tried += 1;
    }
  } finally {
    m?.transport.close();
  }
}
