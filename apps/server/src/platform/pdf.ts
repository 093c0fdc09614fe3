/**
 * How every PDF the server makes is set up (pdfkit, the product's one PDF library): A4 documents
 * with Noto Sans embedded (regular and bold: the standard PDF fonts have no peso sign, so '₱'
 * printed as '±'; pdfkit embeds only the glyphs used), a heading of company and title, and a footer
 * on every page ('<company>   <title>   Generated <Manila time>   Page N of M') drawn on the page
 * itself once all pages exist. Noto Sans (SIL Open Font License 1.1) comes from the npm package
 * @expo-google-fonts/noto-sans: static TTF files, which pdfkit needs (woff2 it cannot embed).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** The two faces every PDF uses (registered under these names in each document). */
export const PDF_FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;
export type PdfFontName = (typeof PDF_FONT)[keyof typeof PDF_FONT];

const FONT_FILES = {
  [PDF_FONT.regular]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [PDF_FONT.bold]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

// The font files are read once per process (about 0.6 MB each) and shared by every document.
let fontBytes: Record<PdfFontName, Buffer> | undefined;
function fonts(): Record<PdfFontName, Buffer> {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const read = (name: PdfFontName) => readFileSync(require.resolve(FONT_FILES[name]));
    fontBytes = { [PDF_FONT.regular]: read(PDF_FONT.regular), [PDF_FONT.bold]: read(PDF_FONT.bold) };
  }
  return fontBytes;
}

export interface PdfOptions {
  title: string;
  margin: number;
  layout?: 'portrait' | 'landscape';
  /** Off in tests that read the content streams. */
  compress?: boolean;
  /** Keep pages until the end (needed for 'Page N of M'); off for documents streamed page by page. */
  bufferPages?: boolean;
  /**
   * Encrypts the document (AES-256, PDF 1.7 extension level 3) so it opens only with this
   * password (payslips sent by e-mail, issue 25 §4); the owner password is random.
   */
  userPassword?: string;
}

/** What pdfkit keeps of an embedded font that sharing the parsed face needs (EmbeddedFont). */
interface EmbeddedFace {
  font: { createSubset(): unknown };
  subset: unknown;
}
// The parsed faces (fontkit fonts), shared by every document of the process: pdfkit parses the
// font anew for each document, and the first text shaped with a fresh parse reads the font's
// layout tables (GSUB/GPOS), 0.2-0.4 s each time; a document of one payslip or one 2316 took that
// long. Each document still has its own subset (the glyphs it uses) and widths; the face itself
// is read-only, so sharing it is safe.
const sharedFaces = new Map<PdfFontName, EmbeddedFace['font']>();

function shareFace(doc: PdfDoc, name: PdfFontName): void {
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFace })._font;
  const face = sharedFaces.get(name);
  if (!face) sharedFaces.set(name, embedded.font);
  else if (embedded.font !== face) {
    embedded.font = face;
    embedded.subset = face.createSubset();
  }
}

/** A new A4 document with the product's fonts registered and the regular face selected. */
export function openPdf(o: PdfOptions): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    layout: o.layout ?? 'portrait',
    margin: o.margin,
    compress: o.compress ?? true,
    bufferPages: o.bufferPages ?? false,
    info: { Title: o.title },
    ...(o.userPassword
      ? {
          userPassword: o.userPassword,
          ownerPassword: randomBytes(24).toString('base64url'),
          pdfVersion: '1.7ext3' as const,
          permissions: { printing: 'highResolution' as const, copying: true },
        }
      : {}),
    // No default standard font (Helvetica): every text is in the embedded faces.
    font: null as unknown as string,
  });
  const bytes = fonts();
  doc.registerFont(PDF_FONT.regular, bytes[PDF_FONT.regular]);
  doc.registerFont(PDF_FONT.bold, bytes[PDF_FONT.bold]);
  shareFace(doc, PDF_FONT.bold);
  shareFace(doc, PDF_FONT.regular);
  return doc;
}

/** The document's bytes once `doc.end()` has been called (listen before drawing). */
export function collectPdf(doc: PdfDoc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** What the heading and the footer of a document say. */
export interface PdfPageMeta {
  company: string;
  /** The report's title with its period, e.g. 'Payslip for 2026-11-01 to 2026-11-15'. */
  title: string;
  /** When the file was made, in Manila time ('2026-11-28 05:56': formatManilaDateTime). */
  generatedAt: string;
}

/** Company (bold) and title at the top of the current page, starting at the left margin. */
export function drawHeading(
  doc: PdfDoc,
  meta: Pick<PdfPageMeta, 'company' | 'title'>,
  sizes = { company: 14, title: 10 },
) {
  const left = doc.page.margins.left;
  doc.font(PDF_FONT.bold).fontSize(sizes.company).text(meta.company, left, doc.page.margins.top);
  doc.font(PDF_FONT.regular).fontSize(sizes.title).text(meta.title, left);
}

/**
 * The footer on every buffered page: company, title, generation time and 'Page N of M', centred
 * in the bottom margin. Written with the bottom margin lifted for the moment: text below the
 * margin would otherwise make pdfkit start a new, empty page (the blank pages of issue 22).
 */
export function drawFooters(doc: PdfDoc, meta: PdfPageMeta): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc
      .font(PDF_FONT.regular)
      .fontSize(7.5)
      .text(
        `${meta.company}   ${meta.title}   Generated ${meta.generatedAt}   Page ${i + 1} of ${range.count}`,
        margins.left,
        doc.page.height - bottom / 2 - 4,
        { width: doc.page.width - margins.left - margins.right, align: 'center', lineBreak: false },
      );
    margins.bottom = bottom;
  }
}

/** Footers on every page, then the end of the document; resolves to its bytes. */
export function finishPdf(doc: PdfDoc, meta: PdfPageMeta): Promise<Buffer> {
  const bytes = collectPdf(doc);
  drawFooters(doc, meta);
  doc.end();
  return bytes;
}

/** '1,234.50' and '-1,234.50' from pesos (written by hand: toLocaleString builds a format each call). */
export function pdfAmount(pesos: number): string {
  const centavos = Math.round(Math.abs(pesos) * 100);
  const whole = Math.floor(centavos / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pesos < 0 && centavos > 0 ? '-' : ''}${whole}.${String(centavos % 100).padStart(2, '0')}`;
}

/** '₱1,234.50' and '-₱1,234.50' from pesos, as on the screens (formatPesos). */
export const pdfPesos = (pesos: number): string => {
  const text = pdfAmount(pesos);
  return text.startsWith('-') ? `-₱${text.slice(1)}` : `₱${text}`;
};
