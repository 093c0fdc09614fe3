import { describe, expect, it } from 'vitest';
import {
  changedFields,
  editableFields,
  initialFormValues,
  missingFields,
  parseFieldValue,
  requiredFields,
  shownFields,
  valuesToSave,
} from './recordForm.ts';

const record = {
  id: 7,
  name: 'Morning',
  start_time: '08:00',
  hours: 8,
  notes: null,
  created_at: '2024-05-01',
};
const config = {
  excludedFields: ['id'],
  optionalFields: ['notes'],
  displayOnlyFields: ['created_at'],
  numberFields: ['hours'],
};

describe('record form fields', () => {
  it('shows every field but the excluded ones, in record or list order', () => {
    expect(shownFields(record, config)).toEqual(['name', 'start_time', 'hours', 'notes', 'created_at']);
    expect(shownFields(record, { ...config, fields: ['hours', 'name', 'id'] })).toEqual(['hours', 'name']);
  });

  it('does not let display-only fields be edited', () => {
    expect(editableFields(record, config)).toEqual(['name', 'start_time', 'hours', 'notes']);
  });

  it('requires every field not excluded, optional or display-only', () => {
    expect(requiredFields(record, config)).toEqual(['name', 'start_time', 'hours']);
  });
});

describe('record form values', () => {
  it('turns the record into input texts, null as empty and dates as YYYY-MM-DD', () => {
    expect(
      initialFormValues({ a: null, b: 3, c: '2024-05-01T00:00:00.000Z' }, { dateFields: ['c'] }),
    ).toEqual({
      a: '',
      b: '3',
      c: '2024-05-01',
    });
  });

  it('lists empty or blank required fields as missing', () => {
    expect(
      missingFields({ name: '  ', start_time: '08:00', hours: '' }, ['name', 'start_time', 'hours']),
    ).toEqual(['name', 'hours']);
  });

  it('lists the editable fields whose input differs from the start', () => {
    const initial = initialFormValues(record, config);
    expect(changedFields(initial, initial, ['name', 'hours'])).toEqual([]);
    expect(changedFields({ ...initial, hours: '9', created_at: 'x' }, initial, ['name', 'hours'])).toEqual([
      'hours',
    ]);
  });

  it('parses number fields to numbers, empties to null and trims text', () => {
    expect(parseFieldValue('hours', '7.5', ['hours'])).toBe(7.5);
    expect(parseFieldValue('hours', '1,500', ['hours'])).toBe(1500);
    expect(parseFieldValue('hours', '', ['hours'])).toBeNull();
    expect(parseFieldValue('name', '  Night ')).toBe('Night');
    expect(parseFieldValue('notes', '   ')).toBeNull();
  });

  it('writes only the given fields over the original record', () => {
    const values = { ...initialFormValues(record, config), hours: '9', notes: '' };
    expect(valuesToSave(record, values, ['hours'], ['hours'])).toEqual({ ...record, hours: 9 });
    expect(valuesToSave(record, values, ['hours', 'notes'], ['hours'])).toEqual({
      ...record,
      hours: 9,
      notes: null,
    });
  });
});
