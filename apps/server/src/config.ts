/**
 * Configuration from environment variables, parsed once at start. A bad value stops the process
 * with a readable list of problems (see `loadConfig`).
 */
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  HRIS_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(v) || v === ':memory:', {
      message: 'must start with postgres://, postgresql://, sqlite: or file:',
    }),
  HRIS_ADMIN_USERNAME: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/, 'may contain only letters, digits, dot, dash and underscore')
    .default('admin'),
  HRIS_ADMIN_PASSWORD: z.string().optional(),
  HRIS_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  HRIS_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  HRIS_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  HRIS_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(50),
  HRIS_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
  // The contact Web Push services may reach this installation at (VAPID 'sub'): mailto: or https.
  HRIS_PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL')
    .default('mailto:admin@localhost'),
  // Scheduled backups (issue 25 §1): a cron expression in Manila time, or 'off'.
  HRIS_BACKUP_CRON: z
    .string()
    .trim()
    .default('0 2 * * *')
    .refine((v) => v === 'off' || isCron(v), {
      message: "must be a cron expression such as '0 2 * * *' (minute hour day month weekday) or 'off'",
    }),
  HRIS_BACKUP_DIR: z.string().min(1).optional(),
  HRIS_BACKUP_KEEP: z.coerce.number().int().min(1).max(10000).default(14),
  // Issue 25 §2: roles marked 'Requires two-factor sign-in' must enrol; `false` only for scripted installations.
  // Worker threads of the payroll engine (issue 28 §2): 'cores' for one per core; 0 (default) in-thread.
  HRIS_PAYROLL_BATCH: z.coerce.number().int().min(1).max(100_000).optional(),
  // Days a finished job's result file is kept before the retention sweep removes it (issue 28 §1).
  HRIS_JOB_FILE_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  HRIS_ENGINE_THREADS: z.union([z.literal('cores'), z.coerce.number().int().min(0).max(256)]).optional(),
  // Server processes on one port (node:cluster, issue 28 §3): PostgreSQL only.
  HRIS_PROCESSES: z.coerce.number().int().min(1).max(256).default(1),
  HRIS_REQUIRE_TWO_FACTOR: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  HRIS_TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Quiet by default: warnings and errors. `info` (or `debug`) adds a line per request.
  LOG_LEVEL: z.enum(LOG_LEVELS).default('warn'),
  NODE_ENV: z.string().default('production'),
});

function isCron(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://...` or a SQLite file path (or ':memory:'). */
  databaseUrl: string;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** VAPID contact of Web Push (HRIS_PUSH_CONTACT). */
  pushContact: string;
  /** Failed sign-ins per window for one (client address, username) pair. */
  loginMaxFailures: number;
  /** Failed sign-ins per window from one client address across all usernames (password spraying). */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Scheduled backups: a cron expression (Asia/Manila) or null when HRIS_BACKUP_CRON=off. */
  backupCron: string | null;
  /** Where backups go (HRIS_BACKUP_DIR, default <data dir>/backups). */
  backupDir: string;
  /** How many scheduled backups to keep (HRIS_BACKUP_KEEP). */
  backupKeep: number;
  /** Whether a role's 'Requires two-factor sign-in' is enforced (HRIS_REQUIRE_TWO_FACTOR, default true). */
  requireTwoFactor: boolean;
  trustProxy: boolean;
  /**
   * Payroll worker threads (HRIS_ENGINE_THREADS): a number, 'cores', or undefined. Undefined: Calculate's
   * batches on one fetch worker per core (modules/payroll/fetchWorkers.ts), Process's engine in-thread;
   * 0: both in-thread; N: both on N threads. The 2316 ZIP's certificate workers follow the fetch
   * workers' number (compliance/bir2316/certificateWorkers.ts).
   */
  engineThreads: number | 'cores' | undefined;
  /** Employees per batch of a payroll fetch or process (HRIS_PAYROLL_BATCH; undefined: the default, 2,000). */
  payrollBatch: number | undefined;
  /** Days a finished job's result file is kept (HRIS_JOB_FILE_DAYS, default 30). */
  jobFileDays: number;
  /** Server processes on one port (HRIS_PROCESSES). */
  processes: number;
  logLevel: (typeof LOG_LEVELS)[number];
  pretty: boolean;
}

export class ConfigError extends Error {}

export const PROCESSES_NEED_POSTGRES =
  'several server processes need PostgreSQL (DATABASE_URL=postgres://...): the SQLite database is served by one process';

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { sqliteFile?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.HRIS_DATA_DIR);
  let databaseUrl = e.DATABASE_URL ?? path.join(dataDir, defaults.sqliteFile ?? 'sahod.sqlite');
  if (databaseUrl.startsWith('sqlite:') || databaseUrl.startsWith('file:')) {
    databaseUrl = path.resolve(databaseUrl.replace(/^(sqlite|file):(\/\/)?/, ''));
  }
  if (e.HRIS_PROCESSES > 1 && !isPostgresUrl(databaseUrl))
    throw new ConfigError(`Invalid configuration:\n  - HRIS_PROCESSES: ${PROCESSES_NEED_POSTGRES}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    adminUsername: e.HRIS_ADMIN_USERNAME,
    adminPassword: e.HRIS_ADMIN_PASSWORD || undefined,
    jwtSecret: e.HRIS_JWT_SECRET,
    tokenTtlSeconds: Math.round(e.HRIS_TOKEN_TTL_HOURS * 3600),
    pushContact: e.HRIS_PUSH_CONTACT,
    loginMaxFailures: e.HRIS_LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: e.HRIS_LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowSeconds: e.HRIS_LOGIN_WINDOW_SECONDS,
    backupCron: e.HRIS_BACKUP_CRON === 'off' ? null : e.HRIS_BACKUP_CRON,
    backupDir: path.resolve(e.HRIS_BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupKeep: e.HRIS_BACKUP_KEEP,
    requireTwoFactor: e.HRIS_REQUIRE_TWO_FACTOR,
    trustProxy: e.HRIS_TRUST_PROXY,
    engineThreads: e.HRIS_ENGINE_THREADS,
    payrollBatch: e.HRIS_PAYROLL_BATCH,
    jobFileDays: e.HRIS_JOB_FILE_DAYS,
    processes: e.HRIS_PROCESSES,
    logLevel: e.LOG_LEVEL,
    pretty: e.NODE_ENV === 'development',
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
