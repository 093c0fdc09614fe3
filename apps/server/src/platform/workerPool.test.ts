/**
 * The worker pool every thread pool of the server is built on (workerPool.ts): tasks answered by
 * their own worker's message, a worker's failure rejected as the same AppError, a worker that dies
 * failing only its task and replaced, a run's queued tasks cancelled, the workers closing when idle.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { WorkerPool } from './workerPool.ts';

interface Request {
  id: number;
  op: 'echo' | 'fail' | 'die';
  value?: number;
  wait?: number;
}
interface Answer {
  id: number;
  value?: number;
  thread?: number;
  error?: { message: string };
}

const pools: WorkerPool<Request, Answer>[] = [];
async function pool(threads: number, idleMs?: number) {
  const p = new WorkerPool<Request, Answer>(new URL('./test/poolWorker.mjs', import.meta.url), 'test worker');
  await p.configure({ threads, idleMs });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.stop()));
});

describe('WorkerPool', () => {
  it('answers every task with its own answer, on at most `threads` workers', async () => {
    const p = await pool(2);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((value) => p.run({ op: 'echo', value, wait: 6 - value })),
    );
    expect(answers.map((a) => a.value)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(answers.map((a) => a.thread)).size).toBe(2);
    expect(p.size).toBe(2);
  });

  it("rejects a task the worker refused with the worker's AppError", async () => {
    const p = await pool(1);
    const refused = await p.run({ op: 'fail' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CONFLICT');
    expect((refused as AppError).message).toBe('refused');
    expect((await p.run({ op: 'echo', value: 7 })).value).toBe(7);
  });

  it('a worker that dies fails only its task; a new worker takes the next', async () => {
    const p = await pool(1);
    const died = p.run({ op: 'die' });
    const next = p.run({ op: 'echo', value: 9 });
    await expect(died).rejects.toThrow('test worker stopped (exit code 3)');
    expect((await next).value).toBe(9);
    expect(p.size).toBe(1);
  });

  it("cancel drops a run's queued tasks, not those of other runs or the one running", async () => {
    const p = await pool(1);
    const mine = Symbol('mine');
    const running = p.run({ op: 'echo', value: 1, wait: 50 }, mine);
    const queued = p.run({ op: 'echo', value: 2 }, mine);
    const other = p.run({ op: 'echo', value: 3 }, Symbol('other'));
    p.cancel(mine, new Error('cancelled'));
    await expect(queued).rejects.toThrow('cancelled');
    expect((await running).value).toBe(1);
    expect((await other).value).toBe(3);
  });

  it('stop fails the queued and running tasks; with idleMs the workers close when idle', async () => {
    const p = await pool(1);
    const running = p.run({ op: 'echo', wait: 1_000 }).catch((e: Error) => e.message);
    const queued = p.run({ op: 'echo' }).catch((e: Error) => e.message);
    await p.stop();
    expect(await running).toBe('The test workers were stopped.');
    expect(await queued).toBe('The test workers were stopped.');
    expect(p.size).toBe(0);

    const idle = await pool(1, 30);
    await idle.run({ op: 'echo' });
    expect(idle.size).toBe(1);
    const until = performance.now() + 5_000;
    while (idle.size > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(idle.size).toBe(0);
  });
});
