/**
 * The one sanitising helper for agency and bank files (ph-compliance-outputs 0.2): upper-case
 * ASCII, Ñ to N and every other accent stripped, then only the characters a layout allows, with
 * runs of spaces collapsed. Every template names its character set; nothing else cleans text.
 */

/** Letters that do not decompose into a base letter plus accents (NFD leaves them whole). */
const LIGATURES: Readonly<Record<string, string>> = {
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  ß: 'SS',
  Ø: 'O',
  ø: 'O',
  Đ: 'D',
  đ: 'D',
  Ł: 'L',
  ł: 'L',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

/**
 * Character sets of the layouts (what survives after upper-casing and transliteration):
 * - `alphanumeric`: A-Z, 0-9 and space (fixed-width bank and agency files, BIR DAT names: "no special
 *   characters other than the decimal point", which only amounts carry);
 * - `sss`: also period and comma; the characters Odoo's SSS writer removes (`/ \ * - ' " % $ & ( ) @ #
 *   ! { } ~ ` ^ ;` and the curly quotes) and the `;` delimiter are gone;
 * - `report`: what a person reads in a CSV: also `. , - ' / & ( ) #` (the CSV writer quotes).
 */
export const CHARSETS = {
  alphanumeric: /[^A-Z0-9 ]/g,
  sss: /[^A-Z0-9 .,]/g,
  report: /[^A-Z0-9 .,\-'/&()#]/g,
} as const;

export type Charset = keyof typeof CHARSETS;

/** Transliterates to upper-case ASCII: Ñ to N, accents stripped, ligatures spelled out. */
export function transliterate(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) {
    const code = char.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue; // combining accents (the tilde of Ñ included)
    out += LIGATURES[char] ?? char;
  }
  return out
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .toUpperCase();
}

/**
 * Sanitises a text field for a layout: transliterate, drop what the charset does not allow (tabs and
 * line breaks become spaces first, so words do not run together), collapse spaces, trim.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function sanitize(text: string | null | undefined, charset: Charset = 'alphanumeric'): string {
  if (text == null) return '';
  // Most names are plain ASCII: skip the Unicode decomposition for them (same result, much faster).
  const upper = PRINTABLE_ASCII.test(text)
    ? text.toUpperCase()
    : transliterate(text.replace(/[\t\r\n\u00a0]/g, ' '));
  const cleaned = upper.replace(CHARSETS[charset], '');
  return cleaned.includes('  ') || cleaned.startsWith(' ') || cleaned.endsWith(' ')
    ? cleaned.replace(/ {2,}/g, ' ').trim()
    : cleaned;
}

/** Keeps the digits of an identifier typed with separators (`34-1234567-8` to `3412345678`). */
export function digitsOnly(text: string | null | undefined): string {
  return text == null ? '' : text.replace(/[^0-9]/g, '');
}

/** First letter of the middle name after sanitising, or '' (SSS middle initial). */
export function initial(text: string | null | undefined): string {
  return sanitize(text).charAt(0);
}
