/** Properties of the writer and the outputs on generated inputs (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AlphalistEntry, alphalistFile, checkControls, d1From2316 } from './alphalist.ts';
import { bankFile, bankReport } from './banks.ts';
import { bir1601c } from './bir1601c.ts';
import { bir2316Items } from './bir2316.ts';
import { ACME } from './fixtures.test-data.ts';
import { sssFile, sssReport } from './sss.ts';
import { sanitize } from './text.ts';

const money = (max: number) => fc.integer({ min: 0, max });
const name = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((s) => sanitize(s) !== '');
const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('writer properties', () => {
  it('sanitize leaves only the layout’s characters, single spaces, nothing at the ends', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'grapheme' }), (text) => {
        const clean = sanitize(text);
        expect(clean).toMatch(/^[A-Z0-9 ]*$/);
        expect(clean).not.toMatch(/ {2}|^ | $/);
        expect(sanitize(clean)).toBe(clean);
        expect(sanitize(text, 'sss')).toMatch(/^[A-Z0-9 .,]*$/);
      }),
    );
  });

  it('an SSS file has one CRLF-terminated line of 11 fields per employee, whatever the names', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ last: name, first: name, sss: digits(10), pay: money(100_000_00) }), {
          maxLength: 15,
        }),
        (people) => {
          const rows = people.map((p, i) => ({
            employee_id: i + 1,
            last_name: p.last,
            first_name: p.first,
            sss_no: p.sss,
            compensation: p.pay,
            msc: 0,
            ee_ss: 0,
            er_ss: 0,
            ee_mpf: 0,
            er_mpf: 0,
            ec: 0,
          }));
          const text = sssFile(ACME, '2026-03', sssReport('2026-03', rows)).text;
          const lines = text.split('\r\n');
          expect(lines.pop()).toBe('');
          expect(lines).toHaveLength(people.length);
          for (const line of lines) expect(line.split(';')).toHaveLength(11);
        },
      ),
    );
  });

  it('a BPI file’s trailer always equals the sums of its details', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ account: digits(10), amount: money(500_000_00) }), { maxLength: 20 }),
        (credits) => {
          const report = bankReport(
            'bpi',
            credits.map((c, i) => ({
              employee_id: i + 1,
              last_name: 'X',
              first_name: 'Y',
              account_no: c.account,
              amount: c.amount,
            })),
          );
          const text = bankFile('bpi', report, {
            company_code: '12345',
            funding_account: '3001234567',
            batch_no: 1,
            credit_date: '2026-03-30',
          }).text;
          const lines = text.split('\r\n').slice(0, -1);
          const details = lines.filter((l) => l.startsWith('D'));
          const trailer = lines.at(-1)!;
          expect(details).toHaveLength(report.rows.length);
          expect(lines.every((l) => l.length === (l[0] === 'H' ? 53 : l[0] === 'D' ? 49 : 78))).toBe(true);
          const sum = (from: number, to: number) =>
            details.reduce((n, d) => n + Number(d.slice(from, to)), 0);
          expect(Number(trailer.slice(25, 40))).toBe(sum(15, 25));
          expect(Number(trailer.slice(40, 55))).toBe(sum(25, 37));
          expect(Number(trailer.slice(55, 73))).toBe(sum(37, 49));
          expect(Number(trailer.slice(73))).toBe(details.length);
        },
      ),
    );
  });
});

describe('BIR properties', () => {
  it('1601-C: 14 = 21 + 22, 24 = 22 - 23, item 23 never above 22', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gross: money(300_000_00),
            share: fc.double({ min: 0, max: 1, noNaN: true }),
            mwe: fc.boolean(),
          }),
          {
            maxLength: 20,
          },
        ),
        (people) => {
          const rows = people.map((p, i) => {
            const contributions = Math.floor(p.gross * p.share * 0.2);
            const de_minimis = Math.floor((p.gross - contributions) * p.share * 0.1);
            return {
              employee_id: i + 1,
              last_name: 'X',
              first_name: 'Y',
              mwe: p.mwe,
              gross: p.gross,
              contributions,
              de_minimis,
              tax_withheld: 0,
            };
          });
          const { items } = bir1601c('2026-03', rows);
          expect(items[14]).toBe(items[21] + items[22]);
          expect(items[24]).toBe(items[22] - items[23]);
          expect(items[23]).toBeLessThanOrEqual(items[22]);
          expect(items[24]).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('an alphalist built from 2316 items always passes the validations and its controls', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            basic: money(2_000_000_00),
            thirteenth: money(90_000_00),
            excess: money(50_000_00),
            deMinimis: money(30_000_00),
            contributions: money(60_000_00),
            janNov: money(300_000_00),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (people) => {
          const entries: AlphalistEntry[] = people.map((p, i) => {
            const items = bir2316Items({
              year: 2026,
              mwe: false,
              nontaxable: {
                thirteenth: p.thirteenth,
                de_minimis: p.deMinimis,
                contributions: p.contributions,
              },
              taxable: { basic: p.basic, thirteenth: p.excess },
              withheld_present: 0,
            });
            const due = items['24']!;
            const janNov = Math.min(p.janNov, due);
            return {
              employee_id: i + 1,
              last_name: `Name${(i * 7) % 5}`,
              first_name: 'A',
              tin: String(100_000_000 + i),
              region: 'NCR',
              substituted_filing: true,
              period_from: '2026-01-01',
              period_to: '2026-12-31',
              schedule: 1,
              amounts: d1From2316(items, {
                withheld_jan_nov: janNov,
                withheld_december: due - janNov,
                refunded: 0,
              }),
            };
          });
          const file = alphalistFile(
            { registered_name: 'A', tin: '123456789', branch_code: '0000' },
            2026,
            entries,
          );
          expect(checkControls(file.text)).toEqual([]);
          expect(file.text.split('\r\n')).toHaveLength(entries.length + 3);
        },
      ),
    );
  });
});
