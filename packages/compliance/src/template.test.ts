import { describe, expect, it } from 'vitest';
import { ComplianceInputError } from './format.ts';
import {
  checkTemplate,
  literal,
  renderFile,
  renderFileName,
  renderLines,
  renderRecord,
  selectTemplate,
  type Template,
  templateNotice,
} from './template.ts';
import { TEMPLATES } from './templates/index.ts';

const base: Template = {
  id: 'test-fixed',
  version: '1',
  effectiveFrom: '2020-01-01',
  title: 'test',
  layout: 'fixed',
  charset: 'alphanumeric',
  records: {
    detail: {
      length: 2 + 8 + 6 + 8 + 6,
      fields: [
        literal('DT'),
        { name: 'name', width: 8 },
        { name: 'amount', format: 'centavos', width: 6 },
        { name: 'date', format: 'YYYYMMDD', width: 8 },
        { name: 'code', format: 'digits', width: 6, align: 'left', pad: ' ', required: true },
      ],
    },
  },
  fileName: 'T_{code}.txt',
  mediaType: 'text/plain',
  confidence: 'D',
  unconfirmed: false,
  source: 'test',
};

describe('the template registry', () => {
  it('holds consistent templates: fixed records add up to their length, ids and versions unique', () => {
    for (const template of TEMPLATES) expect(checkTemplate(template), template.id).toEqual([]);
    const keys = TEMPLATES.map((t) => `${t.id}@${t.version}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says which layouts are unconfirmed, and gives each a source', () => {
    for (const template of TEMPLATES) {
      expect(template.source.length).toBeGreaterThan(10);
      expect(templateNotice(template) !== null).toBe(template.unconfirmed);
    }
    expect(TEMPLATES.filter((t) => !t.unconfirmed).map((t) => t.id)).toEqual(['bank-csv']);
  });

  it('chooses the version in force by effective date', () => {
    const v2: Template = { ...base, version: '2', effectiveFrom: '2026-01-01' };
    expect(selectTemplate([v2, base], 'test-fixed', '2025-12-31').version).toBe('1');
    expect(selectTemplate([v2, base], 'test-fixed', '2026-03-01').version).toBe('2');
    expect(() => selectTemplate([v2, base], 'test-fixed', '2019-12-31')).toThrow(ComplianceInputError);
    expect(() => selectTemplate(TEMPLATES, 'nothing', '2026-01-01')).toThrow(ComplianceInputError);
  });

  it('finds a record that does not add up', () => {
    const broken: Template = {
      ...base,
      records: { detail: { length: 10, fields: [literal('DT'), { name: 'name', width: 7 }] } },
    };
    expect(checkTemplate(broken)).toEqual(['detail fields add up to 9, not 10']);
  });
});

describe('the writer', () => {
  it('pads text left with spaces and numbers right with zeros; truncates text', () => {
    expect(
      renderRecord(base, 'detail', { name: 'Peña Jr.', amount: 1234, date: '2026-03-16', code: '42' }),
    ).toBe('DTPENA JR 00123420260316' + '42    ');
    expect(renderRecord(base, 'detail', { name: 'Bartholomew', amount: 0, date: null, code: '1' })).toBe(
      `DTBARTHOLO000000${'0'.repeat(8)}1     `,
    );
  });

  it('refuses a number too wide for its field and a missing required value', () => {
    expect(() => renderRecord(base, 'detail', { amount: 1_000_000, code: '1' })).toThrow(
      ComplianceInputError,
    );
    expect(() => renderRecord(base, 'detail', { amount: 1, code: '' })).toThrow(
      new ComplianceInputError('code is missing'),
    );
    expect(() => renderRecord(base, 'detail', { amount: -1, code: '1' })).toThrow(ComplianceInputError);
  });

  it('ends every line with CRLF, the last one too, and streams line by line', () => {
    const records = [
      { kind: 'detail', values: { name: 'A', amount: 1, date: '2026-01-01', code: '1' } },
      { kind: 'detail', values: { name: 'B', amount: 2, date: '2026-01-02', code: '2' } },
    ];
    const lines = [...renderLines(base, records)];
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith('\r\n') && line.length === 32)).toBe(true);
    expect(renderFile(base, records)).toBe(lines.join(''));
    expect(renderFile(base, [])).toBe('');
  });

  it('writes delimited records with the empty text, quotes and CSV quoting', () => {
    const delimited: Template = {
      ...base,
      layout: 'delimited',
      delimiter: ';',
      empty: 'NULL',
      records: {
        detail: { fields: [{ name: 'a' }, { name: 'b', quote: true }, { name: 'c', format: 'amount' }] },
      },
    };
    expect(renderRecord(delimited, 'detail', { a: null, b: 'Cruz', c: 150 })).toBe('NULL;"CRUZ";1.50');
    expect(renderRecord(delimited, 'detail', { a: 'x', b: '', c: 0 })).toBe('X;"";0.00');
    const csv: Template = { ...delimited, delimiter: ',', empty: '', csvQuoting: true, charset: 'report' };
    expect(renderRecord(csv, 'detail', { a: 'Santos, Maria', b: 'x', c: 1 })).toBe(
      '"SANTOS, MARIA","X",0.01',
    );
  });

  it('looks values up in layers, the first layer that has a value winning', () => {
    const values = [{ name: 'First' }, { name: 'Second', amount: 5 }, { date: '2026-01-02', code: '7' }];
    expect(renderRecord(base, 'detail', values)).toBe('DTFIRST   00000520260102' + '7     ');
  });

  it('fills the file name', () => {
    expect(renderFileName(base, { code: '42' })).toBe('T_42.txt');
    expect(renderFileName(base, { code: '../AC/01' })).toBe('T_AC01.txt');
    expect(() => renderFileName(base, {})).toThrow(/needs \{code\}/);
  });
});
