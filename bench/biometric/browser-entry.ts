// Bundled by run.ts for headless Chromium: runs inside a Web Worker, as the web app will.
import { readBiometricFile } from '@sahod/biometric';
import { generateAttlog } from './attlog.ts';

self.onmessage = (event: MessageEvent<{ employees: number; days: number; runs: number }>) => {
  const { employees, days, runs } = event.data;
  const { text, punches } = generateAttlog(employees, days);
  const bytes = new TextEncoder().encode(text);
  const times: number[] = [];
  let records = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    records = readBiometricFile('1_attlog.txt', bytes).records.length;
    times.push(performance.now() - started);
  }
  self.postMessage({ punches, bytes: bytes.length, records, times });
};
