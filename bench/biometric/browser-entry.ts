// Bundled by run.ts for headless Chromium. In a Web Worker (as the web app will run it) it answers
// messages; on the page it exposes the same run for the memory measurement.
import { type BiometricImport, readBiometricFile } from '@sahod/biometric';
import { generateAttlog } from './attlog.ts';

interface BenchRequest {
  employees: number;
  days: number;
  runs: number;
}

const held: { last: BiometricImport | null; bytes: Uint8Array | null } = { last: null, bytes: null };

function run({ employees, days, runs }: BenchRequest) {
  const { text, punches } = generateAttlog(employees, days);
  const bytes = new TextEncoder().encode(text);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    held.last = null;
    const started = performance.now();
    held.last = readBiometricFile('1_attlog.txt', bytes);
    times.push(performance.now() - started);
  }
  held.bytes = bytes;
  return { punches, bytes: bytes.length, records: held.last?.records.length ?? 0, times };
}

(globalThis as { biometricBench?: typeof run }).biometricBench = run;
if (typeof document === 'undefined') {
  self.onmessage = (event: MessageEvent<BenchRequest>) => self.postMessage(run(event.data));
}
