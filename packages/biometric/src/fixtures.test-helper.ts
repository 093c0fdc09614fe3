import fs from 'node:fs';

/** Bytes of a file under packages/biometric/fixtures/. */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));
}

export function text(content: string): Uint8Array {
  return new TextEncoder().encode(content);
}
