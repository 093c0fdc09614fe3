/**
 * Calculate's streamed answer (issue 28): when a batch after the first fails, the 200 is already
 * sent, so the answer ends with a line `{"error": message}` instead of `]`. The text is then not
 * valid JSON (no client can take the rows before it for the whole answer) and its last line carries
 * the message the web client shows: a rule's own message, or the generic one for anything else.
 */
import { MSG, type PayrollRow } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { commaJoinedUtf8, jsonBatches } from './fetchJson.ts';

const row = (employee_id: number) => ({ employee_id, note: 'a\nb' }) as unknown as PayrollRow;

async function* batches(failure?: unknown): AsyncGenerator<PayrollRow[]> {
  yield [row(1), row(2)];
  yield [];
  yield [row(3)];
  if (failure) throw failure;
  yield [row(4)];
}

async function text(failure?: unknown) {
  const gen = batches(failure);
  const heard: unknown[] = [];
  let out = '';
  for await (const piece of jsonBatches(gen, await gen.next(), (e) => heard.push(e))) out += piece;
  return { out, heard };
}

describe('Calculate streamed JSON', () => {
  it('without a failure is the JSON array of every batch row', async () => {
    const { out, heard } = await text();
    expect(JSON.parse(out)).toEqual([row(1), row(2), row(3), row(4)]);
    expect(out).not.toContain('\n'); // a raw line break marks a failure only
    expect(heard).toEqual([]);
  });

  it("a later batch's refusal ends the answer with its message on a last line, not with ]", async () => {
    const refusal = new AppError('CONFLICT', 'Employee E-3 has no salary terms.');
    const { out, heard } = await text(refusal);
    expect(heard).toEqual([refusal]);
    expect(() => JSON.parse(out)).toThrow();
    const lines = out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`[${[row(1), row(2), row(3)].map((r) => JSON.stringify(r)).join(',')}`);
    expect(JSON.parse(lines[1] as string)).toEqual({ error: 'Employee E-3 has no salary terms.' });
  });

  it('an unexpected failure ends it with the generic message (nothing internal leaks)', async () => {
    const { out, heard } = await text(new Error('SQLITE_BUSY: database is locked'));
    expect(heard).toHaveLength(1);
    expect(out.endsWith(`\n${JSON.stringify({ error: MSG.unexpected })}`)).toBe(true);
    expect(out).not.toContain('SQLITE_BUSY');
  });

  it("a fetch worker's bytes are its texts joined by commas in UTF-8, multi-byte characters whole", () => {
    const texts = ['{"name":"Niño"}', '{"peso":"₱1,000.50"}', '{"name":"日本"}'];
    const bytes = commaJoinedUtf8(texts);
    expect(bytes.toString('utf8')).toBe(texts.join(','));
    expect(bytes.byteLength).toBe(Buffer.byteLength(texts.join(','), 'utf8'));
    // Its own memory, whole: the buffer can be moved to another thread.
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    expect(commaJoinedUtf8([]).byteLength).toBe(0);
    expect(commaJoinedUtf8(['[]']).toString()).toBe('[]');
  });
});
