/**
 * The real process: starts on a fresh SQLite directory, prints the generated administrator
 * password once, and on SIGTERM finishes the request in flight, closes the database cleanly
 * (the WAL is checkpointed away) and exits 0.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForPing } from './test/process.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// Each test starts real processes (tsx compiles the server, migrations, the address list, and for
// the demo its four weeks of records) and allows each start 60 s to answer /api/ping; the server
// project's 30 s per test would cut a slow start short on a loaded two-core CI machine.
describe('server process', { timeout: 180_000 }, () => {
  it('refuses bad configuration with a readable list', async () => {
    const { exited, output } = startServer({ PORT: 'eighty', HRIS_JWT_SECRET: 'short' });
    const code = await exited;
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('HRIS_JWT_SECRET: must be at least 32 characters');
  });

  it('prints a generated admin password once, and shuts down gracefully on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-main-'));
    dirs.push(dir);
    const port = await freePort();
    // Info logs show when the server has received a request ("incoming request").
    const first = startServer({ PORT: String(port), HRIS_DATA_DIR: dir, LOG_LEVEL: 'info' });
    await waitForPing(port, first);
    const printed = /Password: (\S+)/.exec(first.output())?.[1];
    expect(printed).toBeTruthy();
    expect(fs.existsSync(path.join(dir, 'sahod.sqlite'))).toBe(true);

    // A sign-in (scrypt takes tens of milliseconds) is in flight when SIGTERM arrives.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: printed }),
    });
    // SIGTERM only once the server has the request, while scrypt is still working on it.
    const until = Date.now() + 10_000;
    while (!first.output().includes('"url":"/api/auth/login"') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 1));
    }
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: unknown }).token).toBeTypeOf('string');
    const code = await first.exited;
    expect(code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'sahod.sqlite-wal'))).toBe(false);

    // Second start on the same data: no new password, the old one still signs in.
    const second = startServer({ PORT: String(port), HRIS_DATA_DIR: dir });
    await waitForPing(port, second);
    expect(second.output()).not.toContain('Password:');
    const again = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: printed }),
    });
    expect(again.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('is quiet by default: the start line and the administrator block, no per-request lines', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-main-'));
    dirs.push(dir);
    const port = await freePort();
    const server = startServer({ PORT: String(port), HRIS_DATA_DIR: dir });
    await waitForPing(port, server);
    for (let i = 0; i < 5; i++) await fetch(`http://127.0.0.1:${port}/api/auth/verify`);
    await fetch(`http://127.0.0.1:${port}/api/no-such-route`);
    const until = Date.now() + 10_000;
    while (!server.output().includes('Sahod is running at') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const out = server.output();
    expect(out).toContain('First administrator created.');
    expect(out).toMatch(/Password: \S+/);
    expect(out).toContain(`Sahod is running at http://localhost:${port}`);
    expect(out).not.toContain('incoming request');
    expect(out).not.toContain('request completed');
    expect(out).not.toContain('"url"');
  });

  it('the demo prints its accounts and their password on every start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-demo-'));
    dirs.push(dir);
    const port = await freePort();
    const server = startServer({ PORT: String(port), HRIS_DATA_DIR: dir, HRIS_ADMIN_PASSWORD: '' }, [
      '--demo',
    ]);
    await waitForPing(port, server);
    const until = Date.now() + 30_000;
    while (!server.output().includes('Demo accounts') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const out = server.output();
    expect(out).toContain('Demo accounts, password Sahod#2026demo');
    expect(out).toMatch(/admin\s+Administrator/);
    expect(out).toMatch(/hr\.manager\s+HR Manager/);
    expect(out).toMatch(/payroll\.officer\s+Payroll Officer/);
    expect(out).not.toContain('incoming request');
  });
});
