/**
 * How every PDF the server makes is set up (pdfkit, the product's one PDF library): A4 documents
 * with Noto Sans embedded (regular and bold: the standard PDF fonts have no peso sign, so '₱'
 * printed as '±'; each document embeds a subset: a fixed set of glyphs, then any other it uses), a
 * heading of company and title, and a footer on every page ('<company>   <title>   Generated
 * <Manila time>   Page N of M') drawn on the page itself once all pages exist. Noto Sans (SIL Open
 * Font License 1.1) comes from the npm package @expo-google-fonts/noto-sans: static TTF files,
 * which pdfkit needs (woff2 it cannot embed).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
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
  /**
   * The document's creation time (its CreationDate and the file ID pdfkit derives from it); now
   * when left out. The 2316 ZIP gives every certificate the ZIP's one instant, so a certificate
   * drawn on a worker thread is the same bytes as one drawn on the job's thread.
   */
  createdAt?: Date;
}

/** A parsed face (fontkit), read-only once parsed: shared by every document of the process. */
interface Face {
  createSubset(): FontSubset;
  glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number };
}
/** The glyphs a document's font embeds (fontkit's subset: glyph ids in the order first used). */
interface FontSubset {
  glyphs: number[];
  includeGlyph(glyphId: number): number;
  encode(): Uint8Array;
}
/** What of pdfkit's EmbeddedFont this module uses (pdfkit does not export the class). */
interface EmbeddedFont {
  document: { compress: boolean; ref(data?: Record<string, unknown>): PdfRef };
  font: Face;
  subset: FontSubset;
  widths: number[];
  unicode: number[][];
  scale: number;
  embed(): void;
}
type EmbeddedFontClass = new (doc: PdfDoc, face: Face, id: string) => EmbeddedFont;
interface PdfRef {
  data: Record<string, unknown>;
  compress: boolean;
  end(chunk?: Uint8Array | string): void;
}
interface FontInternals {
  _font: EmbeddedFont;
  _fontFamilies: Record<string, EmbeddedFont>;
  _fontCount: number;
}

/**
 * Every character the BIR 2316 can print (its labels, amounts, dates, TINs and names): printable
 * ASCII, the Filipino ñ and Ñ, the peso sign and the ellipsis of a cut value. Every document's
 * subset starts with these glyphs in this order, so documents that print nothing else (every 2316)
 * embed the same subset, built and compressed once per process (`subsetBytes`). Other characters
 * are added after them, as pdfkit does.
 */
export const FIXED_GLYPH_TEXT = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}ñÑ₱…`;

/** The process's shared faces (parsed once) and pdfkit's EmbeddedFont class. */
interface Shared {
  Font: EmbeddedFontClass;
  faces: Record<PdfFontName, Face>;
  /** Each face's fixed glyphs: glyph id, width (1/1000 em) and code point. */
  fixed: Record<PdfFontName, { id: number; width: number; codePoint: number }[]>;
}
let shared: Shared | undefined;

/**
 * Parses each face once per process, in a document of its own (pdfkit parses the font anew for
 * every document, about 1 ms a face, and the first text shaped with a fresh parse reads the layout
 * tables again, 0.2-0.4 s). pdfkit's EmbeddedFont class is taken from that document's font.
 */
function sharedFonts(): Shared {
  if (shared) return shared;
  const bytes = fonts();
  const probe = new PDFDocument({ font: null as unknown as string });
  const parse = (name: PdfFontName) => {
    probe.registerFont(name, bytes[name]).font(name);
    return (probe as unknown as FontInternals)._font;
  };
  const regular = parse(PDF_FONT.regular);
  const bold = parse(PDF_FONT.bold);
  const fixedOf = (font: EmbeddedFont) =>
    Array.from(FIXED_GLYPH_TEXT, (ch) => {
      const codePoint = ch.codePointAt(0) as number;
      const glyph = font.font.glyphForCodePoint(codePoint);
      return { id: glyph.id, width: glyph.advanceWidth * font.scale, codePoint };
    });
  shared = {
    Font: regular.constructor as EmbeddedFontClass,
    faces: { [PDF_FONT.regular]: regular.font, [PDF_FONT.bold]: bold.font },
    fixed: { [PDF_FONT.regular]: fixedOf(regular), [PDF_FONT.bold]: fixedOf(bold) },
  };
  return shared;
}

/** Subsets as TrueType files, raw and deflated, by face and glyph list: the 64 most recently used. */
const subsetCache = new Map<string, { raw: Uint8Array; deflated: Buffer }>();
const SUBSET_CACHE_SIZE = 64;

function subsetBytes(name: PdfFontName, subset: FontSubset): { raw: Uint8Array; deflated: Buffer } {
  const key = `${name} ${subset.glyphs.join(',')}`;
  let entry = subsetCache.get(key);
  if (entry) {
    subsetCache.delete(key);
  } else {
    const raw = subset.encode();
    entry = { raw, deflated: deflateSync(raw) };
    if (subsetCache.size >= SUBSET_CACHE_SIZE) subsetCache.delete(subsetCache.keys().next().value as string);
  }
  subsetCache.set(key, entry);
  return entry;
}

/** The fonts' other streams (the ToUnicode maps), deflated, by their text: the 64 most recent. */
const streamCache = new Map<string, Buffer>();

function deflatedText(text: string): Buffer {
  let deflated = streamCache.get(text);
  if (deflated) {
    streamCache.delete(text);
  } else {
    // As pdfkit writes a string (with a line end), deflated as pdfkit deflates.
    deflated = deflateSync(Buffer.from(`${text}\n`, 'binary'));
    if (streamCache.size >= SUBSET_CACHE_SIZE) streamCache.delete(streamCache.keys().next().value as string);
  }
  streamCache.set(text, deflated);
  return deflated;
}

/**
 * pdfkit's embed, with the subset's bytes from the cache: the font file stream gets the cached
 * TrueType bytes, already deflated when the document compresses (the stream that receives exactly
 * those bytes is marked FlateDecode and not compressed again; encryption still applies). The
 * font's text streams (the ToUnicode map, the same for every document of the same glyphs) are
 * deflated once per text, byte for byte as pdfkit deflates them. Should a pdfkit version write its
 * streams otherwise, the document is still right, only not faster.
 */
function embedCached(font: EmbeddedFont, name: PdfFontName): void {
  const embed = font.embed;
  font.embed = function (this: EmbeddedFont) {
    const bytes = subsetBytes(name, this.subset);
    this.subset.encode = () => bytes.raw;
    const doc = this.document;
    const ref = doc.ref;
    if (doc.compress)
      doc.ref = (data) => {
        const stream = ref.call(doc, data);
        const end = stream.end;
        stream.end = (chunk) => {
          const deflated =
            chunk === bytes.raw ? bytes.deflated : typeof chunk === 'string' ? deflatedText(chunk) : null;
          if (!deflated || !stream.compress) return end.call(stream, chunk);
          stream.compress = false;
          stream.data.Filter = 'FlateDecode';
          return end.call(stream, deflated);
        };
        return stream;
      };
    try {
      embed.call(this);
    } finally {
      doc.ref = ref;
    }
  };
}

/**
 * Puts the face `name` into the document's fonts before pdfkit would parse it: an EmbeddedFont
 * over the shared face, its subset started with the fixed glyphs. `doc.font(name)` then finds it.
 */
function addSharedFont(doc: PdfDoc, name: PdfFontName): EmbeddedFont {
  const { Font, faces, fixed } = sharedFonts();
  const d = doc as unknown as FontInternals;
  const font = new Font(doc, faces[name], `F${++d._fontCount}`);
  for (const g of fixed[name]) {
    const gid = font.subset.includeGlyph(g.id);
    font.widths[gid] ??= g.width;
    font.unicode[gid] ??= [g.codePoint];
  }
  embedCached(font, name);
  d._fontFamilies[name] = font;
  return font;
}

/** A new A4 document with the product's fonts registered and the regular face selected. */
export function openPdf(o: PdfOptions): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    layout: o.layout ?? 'portrait',
    margin: o.margin,
    compress: o.compress ?? true,
    bufferPages: o.bufferPages ?? false,
    info: o.createdAt ? { Title: o.title, CreationDate: o.createdAt } : { Title: o.title },
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
  addSharedFont(doc, PDF_FONT.bold);
  const regular = addSharedFont(doc, PDF_FONT.regular);
  doc.font(PDF_FONT.regular);
  if ((doc as unknown as FontInternals)._font !== regular)
    throw new Error('pdfkit did not take the shared font (its font cache changed)');
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
