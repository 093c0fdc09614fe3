/**
 * The record-definition mechanism: every layout is a versioned template (records made of fields
 * with width, alignment, padding and format) chosen by effective date, and one writer renders any
 * template, fixed-width or delimited, with CRLF after every record including the last.
 */
import { amountText, ComplianceInputError, type DatePattern, formatDate } from './format.ts';
import { type Charset, digitsOnly, sanitize } from './text.ts';

export type FieldFormat = 'text' | 'digits' | 'amount' | 'centavos' | 'integer' | DatePattern;

export interface FieldDef {
  /** Key of the value in the record's values (or a label for a literal). */
  readonly name: string;
  /** Default 'text' (sanitised with the field's or the template's charset). */
  readonly format?: FieldFormat;
  /** Constant text written as is; no value is read. */
  readonly literal?: string;
  /** Fixed-width layouts: the field's exact width. */
  readonly width?: number;
  /** Default: text left, everything else right. */
  readonly align?: 'left' | 'right';
  /** Default: text ' ', everything else '0'. */
  readonly pad?: string;
  readonly charset?: Charset;
  /** Delimited layouts: wrap in double quotes (BIR DAT names). */
  readonly quote?: boolean;
  /** An empty value is an error instead of the template's empty text. */
  readonly required?: boolean;
}

export interface RecordDef {
  readonly fields: readonly FieldDef[];
  /** Fixed-width: the record's total width, checked on every line. */
  readonly length?: number;
}

/** Confidence tags of the reference: confirmed, one source, derived, unconfirmed. */
export type Confidence = 'C' | '1S' | 'D' | 'U';

export interface Template {
  /** Output and layout, e.g. 'sss-contribution'; several versions share an id. */
  readonly id: string;
  readonly version: string;
  /** First day (yyyy-MM-dd) of the periods this version is for. */
  readonly effectiveFrom: string;
  readonly title: string;
  readonly layout: 'fixed' | 'delimited';
  /** Delimited layouts. */
  readonly delimiter?: string;
  /** Delimited layouts: text written for an empty value (SSS: `NULL`). Default ''. */
  readonly empty?: string;
  /** Delimited layouts: RFC 4180 quoting of values holding the delimiter or a quote (CSV). */
  readonly csvQuoting?: boolean;
  readonly charset: Charset;
  readonly records: Readonly<Record<string, RecordDef>>;
  /** File name with `{placeholders}` filled by `renderFileName`. */
  readonly fileName: string;
  readonly mediaType: string;
  readonly confidence: Confidence;
  /** The reference marks the layout UNCONFIRMED: the screen must say so (`templateNotice`). */
  readonly unconfirmed: boolean;
  /** Where the layout comes from (reference section and implementation). */
  readonly source: string;
}

export type FieldValue = string | number | null | undefined;
/**
 * A record's values by field name (rows of the reports are passed as they are), or several such
 * objects looked up in order: layering avoids copying wide rows (an object spread of 50 fields per
 * record is the slowest part of a large file otherwise).
 */
export type RecordValues = object | readonly object[];

function lookup(values: RecordValues, name: string): FieldValue {
  if (!Array.isArray(values)) return (values as Readonly<Record<string, FieldValue>>)[name];
  for (const layer of values as readonly Readonly<Record<string, FieldValue>>[]) {
    const value = layer[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

export interface OutputRecord {
  readonly kind: string;
  readonly values: RecordValues;
}

export const CRLF = '\r\n';

export const UNCONFIRMED_NOTICE =
  "This layout is not confirmed by the agency or bank: check against your branch's current template before sending it.";

/** The text the screen shows beside an unconfirmed template, or null. */
export function templateNotice(template: Template): string | null {
  return template.unconfirmed ? UNCONFIRMED_NOTICE : null;
}

/** The version of a template in force for a period starting or dated `onDate` (yyyy-MM-dd). */
export function selectTemplate(templates: readonly Template[], id: string, onDate: string): Template {
  let chosen: Template | undefined;
  for (const template of templates) {
    if (template.id !== id || template.effectiveFrom > onDate) continue;
    if (chosen === undefined || template.effectiveFrom > chosen.effectiveFrom) chosen = template;
  }
  if (chosen === undefined) throw new ComplianceInputError(`no '${id}' template in force on ${onDate}`);
  return chosen;
}

function isEmpty(value: FieldValue): boolean {
  return value === null || value === undefined || value === '';
}

function formatValue(field: FieldDef, value: FieldValue, charset: Charset): string {
  const format = field.format ?? 'text';
  switch (format) {
    case 'text':
      return sanitize(String(value), field.charset ?? charset);
    case 'digits':
      return digitsOnly(String(value));
    case 'amount':
      return amountText(Number(value));
    case 'centavos':
    case 'integer': {
      const number = Number(value);
      if (!Number.isSafeInteger(number) || number < 0) {
        throw new ComplianceInputError(`${field.name} must be a whole number of zero or more, got ${value}`);
      }
      return String(number);
    }
    default:
      return formatDate(String(value), format);
  }
}

function fit(field: FieldDef, text: string): string {
  const width = field.width!;
  const isText = (field.format ?? 'text') === 'text';
  if (text.length > width) {
    if (isText && field.literal === undefined) return text.slice(0, width);
    throw new ComplianceInputError(`${field.name} '${text}' does not fit in ${width} characters`);
  }
  const pad = field.pad ?? (isText ? ' ' : '0');
  return (field.align ?? (isText ? 'left' : 'right')) === 'left'
    ? text.padEnd(width, pad)
    : text.padStart(width, pad);
}

function csvQuote(text: string, delimiter: string): string {
  return text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r')
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}

/** Renders one record (without its line ending). */
export function renderRecord(template: Template, kind: string, values: RecordValues): string {
  const record = template.records[kind];
  if (record === undefined) throw new Error(`template ${template.id} has no '${kind}' record`);
  const fixed = template.layout === 'fixed';
  const delimiter = template.delimiter ?? ',';
  const parts: string[] = [];
  for (const field of record.fields) {
    let text: string;
    if (field.literal !== undefined) {
      text = field.literal;
    } else {
      const value = lookup(values, field.name);
      if (isEmpty(value)) {
        if (field.required) throw new ComplianceInputError(`${field.name} is missing`);
        text = '';
      } else {
        text = formatValue(field, value, template.charset);
        if (text === '' && field.required) throw new ComplianceInputError(`${field.name} is missing`);
      }
    }
    if (fixed) {
      parts.push(fit(field, text));
      continue;
    }
    // A width inside a delimited record zero-fills or pads it the same way (SSS branch `000`).
    if (field.width !== undefined && text !== '') text = fit(field, text);
    if (field.quote) {
      parts.push(`"${text.replace(/"/g, '""')}"`);
    } else if (text === '' && field.literal === undefined) {
      parts.push(template.empty ?? '');
    } else {
      parts.push(template.csvQuoting ? csvQuote(text, delimiter) : text);
    }
  }
  const line = parts.join(fixed ? '' : delimiter);
  if (fixed && record.length !== undefined && line.length !== record.length) {
    throw new Error(`template ${template.id} '${kind}' record is ${line.length} wide, not ${record.length}`);
  }
  return line;
}

/** Renders records one line at a time (CRLF included), for streaming a large file. */
export function* renderLines(template: Template, records: Iterable<OutputRecord>): Generator<string> {
  for (const record of records) yield renderRecord(template, record.kind, record.values) + CRLF;
}

/** Renders a whole file: every record followed by CRLF, the last one too. */
export function renderFile(template: Template, records: Iterable<OutputRecord>): string {
  let text = '';
  for (const line of renderLines(template, records)) text += line;
  return text;
}

/**
 * Fills a template's file name: `SSS_{er}_{MMYYYY}.txt` with `{ er: '0312345678', MMYYYY: '032026' }`.
 * Values keep only letters, digits, space, `-` and `_`, so a company code cannot make a path.
 */
export function renderFileName(template: Template, values: Readonly<Record<string, string>>): string {
  return template.fileName.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`file name of ${template.id} needs {${key}}`);
    return value.replace(/[^A-Za-z0-9 _-]/g, '');
  });
}

/** Checks a template's own consistency: fixed records add up to their length; fields are named. */
export function checkTemplate(template: Template): string[] {
  const problems: string[] = [];
  for (const [kind, record] of Object.entries(template.records)) {
    if (template.layout === 'fixed') {
      let total = 0;
      for (const field of record.fields) {
        if (field.width === undefined) problems.push(`${kind}.${field.name} has no width`);
        else total += field.width;
        if (field.literal !== undefined && field.width !== undefined && field.literal.length > field.width) {
          problems.push(`${kind}.${field.name} literal is wider than its field`);
        }
      }
      if (record.length !== undefined && total !== record.length) {
        problems.push(`${kind} fields add up to ${total}, not ${record.length}`);
      }
    }
  }
  return problems;
}

/** A fixed literal field of its own width. */
export function literal(text: string, name = `literal ${text}`): FieldDef {
  return { name, literal: text, width: text.length };
}
