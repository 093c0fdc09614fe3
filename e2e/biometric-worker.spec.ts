import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type BiometricWorkerResponse, readBiometricFile } from '@sahod/biometric';
import { build } from 'esbuild';

// The biometric readers run in the browser's Web Worker during Upload Biometrics: every fixture
// layout (SheetJS for .xls/.xlsx, papaparse for CSV grids, the line scanner) must give in Chromium
// exactly what it gives in Node.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'packages/biometric/fixtures');

async function workerSource(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { createBiometricWorker } from '@sahod/biometric';
        const handle = createBiometricWorker((message) => self.postMessage(message));
        self.onmessage = (event) => handle(event.data);`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
  });
  return result.outputFiles[0]!.text;
}

test('every biometric fixture reads the same in a Chromium Web Worker as in Node', async ({ page }) => {
  const source = await workerSource();
  const files = fs.readdirSync(fixtures).sort();
  expect(files.length).toBeGreaterThanOrEqual(7);
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(fixtures, file));
    let expected: unknown;
    try {
      expected = readBiometricFile(file, bytes).records;
    } catch (error) {
      expected = (error as Error).message;
    }
    const messages = await page.evaluate(
      ({ source, data, file }) =>
        new Promise<BiometricWorkerResponse[]>((resolve) => {
          const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
          const seen: BiometricWorkerResponse[] = [];
          worker.onmessage = (event: MessageEvent<BiometricWorkerResponse>) => {
            seen.push(event.data);
            if (event.data.type === 'parsed') worker.postMessage({ type: 'group', schedule: [] });
            if (event.data.type === 'grouped' || event.data.type === 'error') {
              worker.terminate();
              resolve(seen);
            }
          };
          worker.postMessage({ type: 'parse', fileName: file, data: new Uint8Array(data).buffer });
        }),
      { source, data: [...bytes], file },
    );
    const last = messages.at(-1);
    const actual = last?.type === 'grouped' ? last.records : last?.type === 'error' ? last.message : last;
    expect(actual, file).toEqual(expected);
  }
});
