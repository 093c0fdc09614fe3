/**
 * The SMTP server of the Admin Panel (issue 25 §4): one row, the password sealed at rest
 * (platform/secretBox.ts), and a nodemailer transport built from it for every sending.
 */
import {
  MAIL_MSG,
  type SmtpSettingsInput,
  type SmtpSettingsResponse,
  smtpSettingsResponseSchema,
} from '@sahod/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../platform/audit.ts';
import { recordAudit } from '../../platform/audit.ts';
import { conflict } from '../../platform/errors.ts';
import { open, seal, secretKey } from '../../platform/secretBox.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const TLS_MODES = smtpSettingsResponseSchema.shape.tls_mode.options;

export async function smtpSettings(deps: Deps): Promise<SmtpSettingsResponse> {
  const row = await deps.db.selectFrom('smtp_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row)
    return {
      configured: false,
      host: '',
      port: 587,
      tls_mode: 'starttls',
      username: null,
      password_set: false,
      sender: '',
    };
  return {
    configured: true,
    host: row.host,
    port: row.port,
    tls_mode: TLS_MODES.find((m) => m === row.tls_mode) ?? 'starttls',
    username: row.username,
    password_set: row.password_enc !== null,
    sender: row.sender,
  };
}

export async function saveSmtpSettings(
  deps: Deps,
  actor: Actor,
  input: SmtpSettingsInput,
): Promise<SmtpSettingsResponse> {
  const { db, clock } = deps;
  const current = await db
    .selectFrom('smtp_settings')
    .select('password_enc')
    .where('id', '=', 1)
    .executeTakeFirst();
  const key = await secretKey(db, deps.config.jwtSecret);
  const password_enc =
    input.password === undefined || input.password === null
      ? (current?.password_enc ?? null)
      : input.password === ''
        ? null
        : seal(key, input.password);
  const values = {
    host: input.host,
    port: input.port,
    tls_mode: input.tls_mode,
    username: input.username || null,
    password_enc,
    sender: input.sender,
    updated_at: clock.now().toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('smtp_settings')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    const { password_enc: _, ...shown } = values;
    await recordAudit(trx, clock, actor, {
      action: 'update',
      entity: 'smtp_settings',
      entityId: 1,
      details: { ...shown, password_changed: input.password !== undefined && input.password !== null },
    });
  });
  return smtpSettings(deps);
}

export interface Mailer {
  transport: Transporter;
  sender: string;
}

/** A transport of the stored settings; 409 when none are set or the password cannot be read. */
export async function mailer(deps: Deps): Promise<Mailer> {
  const row = await deps.db.selectFrom('smtp_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) throw conflict(MAIL_MSG.notSet);
  let pass: string | undefined;
  if (row.password_enc) {
    const plain = open(await secretKey(deps.db, deps.config.jwtSecret), row.password_enc);
    if (plain === null) throw conflict(MAIL_MSG.passwordLost);
    pass = plain;
  }
  const transport = nodemailer.createTransport({
    host: row.host,
    port: row.port,
    secure: row.tls_mode === 'tls',
    requireTLS: row.tls_mode === 'starttls',
    ignoreTLS: row.tls_mode === 'none',
    ...(row.username ? { auth: { user: row.username, pass: pass ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return { transport, sender: row.sender };
}

/** 'Send test e-mail': the server's answer as the error message when it fails (409). */
export async function sendTestMail(deps: Deps, to: string): Promise<string> {
  const { transport, sender } = await mailer(deps);
  try {
    await transport.sendMail({
      from: sender,
      to,
      subject: 'Sahod test e-mail',
      text: 'This is a test e-mail from Sahod. The SMTP settings work.',
    });
  } catch (err) {
    throw conflict(`The test e-mail was not sent: ${errorText(err)}`);
  } finally {
    transport.close();
  }
  return `Test e-mail sent to ${to}.`;
}

/** The SMTP server's answer (or the connection error) in a line. */
export function errorText(err: unknown): string {
  const e = err as { response?: string; message?: string };
  return String(e.response ?? e.message ?? err).slice(0, 1900);
}
