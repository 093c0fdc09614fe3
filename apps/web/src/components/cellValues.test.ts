import { describe, expect, it } from 'vitest';
import { cellText, compareCellValues, matchesSearch } from './cellValues.ts';

describe('cellText', () => {
  it('shows values as given, empty for null, Yes/No for booleans', () => {
    expect(cellText('₱1,000.00')).toBe('₱1,000.00');
    expect(cellText(1234.5)).toBe('1234.5');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('Yes');
    expect(cellText(false)).toBe('No');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('matchesSearch', () => {
  it('matches case-insensitively on part of the value', () => {
    expect(matchesSearch('Juan Dela Cruz', 'dela')).toBe(true);
    expect(matchesSearch('Juan Dela Cruz', 'DELA CR')).toBe(true);
    expect(matchesSearch(12345, '234')).toBe(true);
    expect(matchesSearch('Juan', 'maria')).toBe(false);
    expect(matchesSearch(null, 'x')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(matchesSearch(null, '  ')).toBe(true);
  });
});

describe('compareCellValues', () => {
  const sort = (values: unknown[]) => [...values].sort(compareCellValues);

  it('sorts numbers numerically, also formatted amounts', () => {
    expect(sort([10, 9, 100])).toEqual([9, 10, 100]);
    expect(sort(['1,200.00', '999.50', '-5.00', '₱10,000.00', '-₱20.00'])).toEqual([
      '-₱20.00',
      '-5.00',
      '999.50',
      '1,200.00',
      '₱10,000.00',
    ]);
  });

  it('sorts text case-insensitively with natural numbers', () => {
    expect(sort(['banana', 'Apple', 'cherry'])).toEqual(['Apple', 'banana', 'cherry']);
    expect(sort(['Item 10', 'Item 9'])).toEqual(['Item 9', 'Item 10']);
  });

  it('sorts ISO dates chronologically', () => {
    expect(sort(['2024-03-01', '2023-12-31', '2024-01-15'])).toEqual([
      '2023-12-31',
      '2024-01-15',
      '2024-03-01',
    ]);
  });

  it('puts empty values last', () => {
    expect(sort([null, 'b', '', 'a', undefined])).toEqual(['a', 'b', null, '', undefined]);
  });
});
