import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The parsers run in a browser Web Worker as well as in Node: no Node built-ins outside tests.
describe('isomorphic package', () => {
  const dir = new URL('./', import.meta.url);
  const sources = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test'));

  it.each(sources)('%s imports no node: module', (file) => {
    const source = fs.readFileSync(new URL(file, dir), 'utf8');
    expect(source).not.toMatch(/from ['"]node:|require\(/);
  });
});
