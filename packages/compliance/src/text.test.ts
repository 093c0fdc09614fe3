import { describe, expect, it } from 'vitest';
import { digitsOnly, initial, sanitize, transliterate } from './text.ts';

describe('transliterate', () => {
  it('turns Ñ into N and strips accents, upper-case', () => {
    expect(transliterate('Peñafrancia Muñoz')).toBe('PENAFRANCIA MUNOZ');
    expect(transliterate('NIÑO José Ångel Çelik Über')).toBe('NINO JOSE ANGEL CELIK UBER');
  });
  it('spells out letters that do not decompose', () => {
    expect(transliterate('Ærø Straße Łukasz')).toBe('AERO STRASSE LUKASZ');
  });
  it('straightens curly quotes and dashes', () => {
    expect(transliterate('O’Brien – “Jr”')).toBe('O\'BRIEN - "JR"');
  });
});

describe('sanitize', () => {
  it('keeps only letters, digits and spaces by default, collapsing spaces', () => {
    expect(sanitize("  dela  Cruz-O'Neil (Jr.) ")).toBe('DELA CRUZONEIL JR');
    expect(sanitize('Santo Niño\tde\nCebú')).toBe('SANTO NINO DE CEBU');
  });
  it('applies the SSS set: period and comma stay; the characters Odoo removes and `;` go', () => {
    expect(sanitize('Sta. Maria, Ma; "Lourdes" / Peña & Co. #1 @home!', 'sss')).toBe(
      'STA. MARIA, MA LOURDES PENA CO. 1 HOME',
    );
  });
  it('keeps what a person reads in a report', () => {
    expect(sanitize("O'Brien-Smith & Sons (Unit #3)", 'report')).toBe("O'BRIEN-SMITH & SONS (UNIT #3)");
  });
  it('gives an empty string for null, undefined and text that is all punctuation', () => {
    expect(sanitize(null)).toBe('');
    expect(sanitize(undefined)).toBe('');
    expect(sanitize('--..')).toBe('');
  });
});

describe('digitsOnly and initial', () => {
  it('keeps the digits of an identifier typed with separators', () => {
    expect(digitsOnly('34-1234567-8')).toBe('3412345678');
    expect(digitsOnly(null)).toBe('');
  });
  it('takes the first letter of a middle name after transliteration', () => {
    expect(initial('Ñora')).toBe('N');
    expect(initial(' lopez')).toBe('L');
    expect(initial('')).toBe('');
  });
});
