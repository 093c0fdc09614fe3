// Bundled by run.ts for headless Chromium. In a Web Worker (as the web app will run it) it
// fetches the file (as the page would hand over File.arrayBuffer()), then times parse + group; on
// the page it exposes the same run for the memory measurement.
import { type BiometricImport, readBiometricFile } from '@sahod/biometric';

interface BenchRequest {
  url: string;
  runs: number;
}

const held: { last: BiometricImport | null; bytes: Uint8Array | null } = { last: null, bytes: null };

async function run({ url, runs }: BenchRequest) {
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    held.last = null;
    const started = performance.now();
    held.last = readBiometricFile('1_attlog.txt', bytes);
    times.push(performance.now() - started);
  }
  held.bytes = bytes;
  return {
    punches: held.last?.file.punches.length ?? 0,
    bytes: bytes.length,
    records: held.last?.records.length ?? 0,
    times,
  };
}

(globalThis as { biometricBench?: typeof run }).biometricBench = run;
if (typeof document === 'undefined') {
  self.onmessage = async (event: MessageEvent<BenchRequest>) => self.postMessage(await run(event.data));
}
