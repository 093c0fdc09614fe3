/**
 * A synthetic ZKTeco attlog (pure, runs in Node and in the browser bundle): `employees` PINs,
 * right-aligned to 9 characters, four punches a working day (some with a fifth, some duplicated,
 * garbage state columns), in time order across all employees as a device writes them.
 */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function clock(seconds: number): string {
  return `${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}

/** Working days (Monday to Friday) from 2025-09-01, as yyyy-MM-dd. */
function workingDays(count: number): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(2025, 8, 1); days.length < count; t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    days.push(`${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`);
  }
  return days;
}

/** The attlog text and how many punch lines it holds (exactly employees x days x 4). */
export function generateAttlog(employees: number, days: number): { text: string; punches: number } {
  const next = rng(42);
  const lines: string[] = [];
  const base = [8 * 3600, 12 * 3600, 13 * 3600, 17 * 3600];
  for (const date of workingDays(days)) {
    const dayLines: { at: number; line: string }[] = [];
    for (let e = 1; e <= employees; e++) {
      const pin = String(e).padStart(9, ' ');
      for (const [i, at] of base.entries()) {
        const seconds = at + Math.floor((next() - 0.5) * 1800);
        const state = next() < 0.3 ? 255 : i % 2;
        dayLines.push({ at: seconds, line: `${pin}\t${date} ${clock(seconds)}\t1\t${state}\t0\t0` });
      }
    }
    dayLines.sort((a, b) => a.at - b.at);
    for (const { line } of dayLines) lines.push(line);
  }
  return { text: `${lines.join('\r\n')}\r\n`, punches: lines.length };
}
