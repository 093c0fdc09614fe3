/**
 * What a person's PDF reader sees in a PDF the server made: the text of each page as poppler's
 * `pdftotext -layout` extracts it (through the fonts' ToUnicode maps, so '₱' reads back only when
 * the embedded font really has it). Needs poppler-utils (`apt-get install poppler-utils`; .ci/run
 * installs it).
 */
import { execFileSync } from 'node:child_process';

function pdftotext(pdf: Buffer): string {
  try {
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: pdf,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install poppler-utils)');
    throw err;
  }
}

/** The text of each page, in order (pdftotext ends every page with a form feed). */
export function pdfPages(pdf: Buffer): string[] {
  const pages = pdftotext(pdf).split('\f');
  pages.pop();
  return pages;
}

/** The text of the whole document. */
export const pdfText = (pdf: Buffer): string => pdfPages(pdf).join('\n');
