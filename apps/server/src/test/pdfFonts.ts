/**
 * The embedded font files of a PDF the server made (each /FontFile2 stream, as written: deflated
 * when the document is compressed), to compare documents' fonts byte for byte; and the single PDFs
 * of a ZIP whose entries are stored (not deflated), as the 2316 ZIP stores them.
 */

/** Each /FontFile2 stream's bytes, in the order the font descriptors name them. */
export function fontFiles(pdf: Buffer): Buffer[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\/FontFile2 (\d+) 0 R/g)].map(([, id]) => {
    const head = new RegExp(`\\n${id} 0 obj\\n<<([^]*?)>>\\nstream\\n`).exec(source);
    if (!head) throw new Error(`font file ${id}: no stream object`);
    const length = Number(/\/Length (\d+)/.exec(head[1] ?? '')?.[1]);
    const start = head.index + head[0].length;
    return pdf.subarray(start, start + length);
  });
}

/** The PDFs stored in a ZIP, in order (each from '%PDF-' to its '%%EOF'). */
export function storedPdfs(zip: Buffer): Buffer[] {
  const pdfs: Buffer[] = [];
  for (let i = zip.indexOf('%PDF-'); i >= 0; i = zip.indexOf('%PDF-', i + 5)) {
    const end = zip.indexOf('%%EOF', i);
    if (end < 0) throw new Error('a PDF without %%EOF');
    pdfs.push(zip.subarray(i, end + 5));
  }
  return pdfs;
}
