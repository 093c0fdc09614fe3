/**
 * BIR 2316 for everyone (the ZIP of every certificate) and the 1604-C alphalist as jobs (issue 28):
 * POST .../jobs checks the company (TIN) and the year up front and queues; the job loads the year,
 * writes the file to a temporary file while hashing it (the ZIP one certificate at a time, with
 * progress), then in one transaction stores it in the database in pieces, records it in
 * `compliance_files` like the synchronous download and finishes with it: GET /api/jobs/:id/file.
 * One live job per kind, company and year.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { JOB_KINDS } from '@sahod/shared';
import type { AppDeps } from '../../../deps.ts';
import type { Actor } from '../../../platform/audit.ts';
import { storeLargeFile, writeHashedTemp } from '../../../platform/largeFiles.ts';
import { enqueueJob, jobActor } from '../../jobs/queue.ts';
import type { JobContext, JobHandler } from '../../jobs/worker.ts';
import { alphalistFileOf, companyWithTin, parse, record, type YearQuery } from './service.ts';
import { bir2316ZipStream } from './zip.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect'>;

export interface YearEndJobInput {
  company_id: number;
  year: number;
}

/** How often a running job writes its progress (ms). */
const PROGRESS_MS = 1_000;

const queryOf = (input: YearEndJobInput): YearQuery => ({
  company_id: String(input.company_id),
  period: String(input.year),
});

async function start(deps: Deps, actor: Actor, kind: string, input: YearEndJobInput): Promise<number> {
  const p = parse(queryOf(input), ['json']);
  await companyWithTin(deps, p.companyId);
  return enqueueJob(deps, actor, {
    kind,
    dedupeKey: `company ${p.companyId} ${p.year}`,
    input: { company_id: p.companyId, year: p.year },
  });
}

export const startBir2316ZipJob = (deps: Deps, actor: Actor, input: YearEndJobInput) =>
  start(deps, actor, JOB_KINDS.bir2316Zip, input);

export const startAlphalistJob = (deps: Deps, actor: Actor, input: YearEndJobInput) =>
  start(deps, actor, JOB_KINDS.alphalistFile, input);

/** Stores the temporary file, records it and finishes the job, in one transaction; removes the file. */
async function finish(
  ctx: JobContext,
  actor: Actor,
  out: {
    companyId: number;
    output: 'bir2316' | 'bir1604c';
    year: number;
    fileName: string;
    mime: string;
    temp: Awaited<ReturnType<typeof writeHashedTemp>>;
    message: string;
    count: number;
  },
): Promise<null> {
  const { deps } = ctx;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const fileId = await storeLargeFile(trx, deps.clock, {
        purpose: 'job',
        filename: out.fileName,
        mime: out.mime,
        temp: out.temp,
        createdBy: actor.userId,
      });
      await record(
        { db: trx, clock: deps.clock },
        actor,
        out.companyId,
        out.output,
        String(out.year),
        out.fileName,
        out.temp.sha256,
      );
      await ctx.complete(
        trx,
        {
          message: out.message,
          file_name: out.fileName,
          count: out.count,
          size: out.temp.size,
          sha256: out.temp.sha256,
        },
        fileId,
      );
    });
  } finally {
    await fs.promises.rm(out.temp.path, { force: true });
  }
  return null;
}

export const bir2316ZipJob: JobHandler = async (ctx) => {
  const { deps, job } = ctx;
  const actor = await jobActor(deps.db, job);
  const p = parse(queryOf(job.input as YearEndJobInput), ['json']);
  const company = await companyWithTin(deps, p.companyId);
  let written = 0;
  let reported = 0;
  let reportedAt = Date.now();
  const { stream, fileName, total } = await bir2316ZipStream(deps, p.year, company, (i) => {
    written = i;
  });
  await ctx.progress(0, total);
  const temp = await writeHashedTemp(stream, async () => {
    if (written === reported || Date.now() - reportedAt < PROGRESS_MS) return;
    reported = written;
    reportedAt = Date.now();
    await ctx.progress(written, total);
  });
  return finish(ctx, actor, {
    companyId: company.id,
    output: 'bir2316',
    year: p.year,
    fileName,
    mime: 'application/zip',
    temp,
    message: `BIR 2316 of ${total} employees: ${fileName}`,
    count: total,
  });
};

export const alphalistJob: JobHandler = async (ctx) => {
  const { deps, job } = ctx;
  const actor = await jobActor(deps.db, job);
  const { company, year, file, count } = await alphalistFileOf(deps, queryOf(job.input as YearEndJobInput));
  await ctx.progress(0, count);
  const temp = await writeHashedTemp(Readable.from([Buffer.from(file.text, 'utf8')]));
  await ctx.progress(count, count);
  return finish(ctx, actor, {
    companyId: company.id,
    output: 'bir1604c',
    year,
    fileName: file.fileName,
    mime: 'text/plain; charset=utf-8',
    temp,
    message: `Alphalist of ${count} employees: ${file.fileName}`,
    count,
  });
};
