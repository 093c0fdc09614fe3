import { describe, expect, it } from 'vitest';
import { fixture, text } from './fixtures.test-helper.ts';
import { type BiometricWorkerResponse, createBiometricWorker } from './worker.ts';

function worker() {
  const messages: BiometricWorkerResponse[] = [];
  return { messages, handle: createBiometricWorker((m) => messages.push(m)) };
}

describe('biometric worker protocol', () => {
  it('parse answers the codes and the schedule range; group answers the records per date', () => {
    const { messages, handle } = worker();
    handle({ type: 'parse', fileName: '1_attlog.txt', data: fixture('attlog.txt').buffer as ArrayBuffer });
    expect(messages.at(-1)).toEqual({
      type: 'parsed',
      layout: 'zkteco-attlog',
      employeeCodes: ['00001', '00002', '00003', '00004', '00099'],
      punches: 17,
      scheduleRange: { start_date: '2025-10-05', end_date: '2025-10-07' },
    });
    handle({ type: 'group', schedule: [] });
    const grouped = messages.at(-1);
    expect(grouped?.type).toBe('grouped');
    if (grouped?.type !== 'grouped') return;
    expect(grouped.records).toHaveLength(6);
    expect(grouped.employeesPerDate).toEqual([
      { shift_date: '2025-10-06', employees: 4 },
      { shift_date: '2025-10-07', employees: 2 },
    ]);
  });

  it('applies the schedule it is sent (next-day logout)', () => {
    const { messages, handle } = worker();
    const night = '        7\t2025-10-06 21:58:00\t1\t0\t0\t0\n        7\t2025-10-07 07:02:00\t1\t1\t0\t0\n';
    handle({ type: 'parse', fileName: 'night.txt', data: text(night) });
    handle({
      type: 'group',
      schedule: [
        { employee_code: '00007', shift_date: '2025-10-06', start_time: '22:00:00', end_time: '07:00:00' },
      ],
    });
    const grouped = messages.at(-1);
    expect(grouped?.type === 'grouped' && grouped.records).toEqual([
      {
        employee_code: '00007',
        shift_date: '2025-10-06',
        start_time: '21:58:00',
        end_time: '07:02:00',
        lunch_start: null,
        lunch_end: null,
        notes: 'NO RECORDED LUNCH',
      },
    ]);
  });

  it("groups with the company's punch window it is sent and counts the repeated punches", () => {
    const taps =
      '       12\t2026-11-20 12:51:10\t1\t0\t0\t0\n       12\t2026-11-20 12:51:15\t1\t0\t0\t0\n' +
      '       12\t2026-11-20 17:01:00\t1\t0\t0\t0\n       12\t2026-11-20 22:01:00\t1\t0\t0\t0\n';
    const { messages, handle } = worker();
    handle({ type: 'parse', fileName: 'taps.txt', data: text(taps) });
    handle({ type: 'group', schedule: [], punchWindowMinutes: 5 });
    expect(messages.at(-1)).toMatchObject({ type: 'grouped', repeatedPunches: 1 });
    handle({ type: 'group', schedule: [], punchWindowMinutes: 0 });
    const off = messages.at(-1);
    expect(off?.type === 'grouped' && [off.repeatedPunches, off.records[0]?.lunch_start]).toEqual([
      0,
      '12:51:15',
    ]);
  });

  it('answers the spec message on a failure, and refuses to group before a successful parse', () => {
    const { messages, handle } = worker();
    handle({ type: 'parse', fileName: 'timesheet.pdf', data: text('x') });
    expect(messages.at(-1)).toEqual({
      type: 'error',
      code: 'INVALID_FILETYPE',
      message: 'Invalid filetype.',
    });
    handle({ type: 'parse', fileName: 'bad.txt', data: fixture('attlog-malformed.txt') });
    expect(messages.at(-1)).toMatchObject({ type: 'error', code: 'PARSE_ERROR', line: 3 });
    handle({ type: 'group', schedule: [] });
    expect(messages.at(-1)).toEqual({
      type: 'error',
      code: 'INTERNAL',
      message: 'No file has been parsed yet.',
    });
  });

  it('reports progress on a large file before the parsed answer', () => {
    const { messages, handle } = worker();
    handle({
      type: 'parse',
      fileName: 'big.txt',
      data: text('      123\t2025-10-06 07:55:12\t1\t0\t0\t0\n'.repeat(20_000)),
    });
    const progress = messages.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(5);
    expect(messages.at(-1)?.type).toBe('parsed');
  });
});
