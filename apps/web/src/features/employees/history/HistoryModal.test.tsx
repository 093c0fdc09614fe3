import type { EmployeeHistoryEntry } from '@sahod/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fakeServer';
import { renderScreen } from '../test/fixtures';
import { HistoryModal } from './HistoryModal';

const ENTRY: EmployeeHistoryEntry = {
  log_no: 3,
  employee_id: 7,
  form_id: 1,
  descr: 'Personal Information',
  timestamp: '2026-11-21T01:00:00.000Z',
  changes: {
    gender_id: { old: 1, new: 2 },
    gender: { old: 'Male', new: 'Female' },
    date_of_birth: { old: null, new: '1990-01-02' },
  },
  edited_by: 'admin',
};

beforeEach(() => {
  stubFetch({ 'GET /api/employee_management/fetchEmployeeHistory': () => json(200, [ENTRY]) });
});
afterEach(() => vi.unstubAllGlobals());

describe('HistoryModal', () => {
  it('lists Form and Edited At in Manila time, and opens the changes with _id fields hidden', async () => {
    const { user } = renderScreen(<HistoryModal employeeId={7} opened onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Change history' });
    const row = await within(table).findByRole('row', { name: /Personal Information/ });
    // 01:00 UTC is 09:00 in Manila.
    expect(row.textContent).toContain('2026-11-21 09:00');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['Form', 'Edited At', 'Edited By', 'Actions']));
    // Who made the change: an audit trail needs the account.
    expect(row.textContent).toContain('admin');
    await user.click(within(row).getByRole('button', { name: 'View Changes' }));
    const changes = await screen.findByRole('table', { name: 'View Changes' });
    expect(screen.getByText('Changes in Personal Information on 2026-11-21 09:00')).toBeTruthy();
    const rows = within(changes)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Old Value', 'New Value'],
      ['Gender', 'Male', 'Female'],
      ['Date Of Birth', '', '1990-01-02'],
    ]);
  });

  it('shows flags as Yes/No, as people read them', async () => {
    const entry: EmployeeHistoryEntry = {
      ...ENTRY,
      log_no: 4,
      form_id: 5,
      descr: 'Employee Forms and Documents',
      changes: { has_expiry: { old: 0, new: 1 }, reference_no: { old: 'A-1', new: 'A-2' } },
      edited_by: 'hr.manager',
    };
    stubFetch({ 'GET /api/employee_management/fetchEmployeeHistory': () => json(200, [entry]) });
    const { user } = renderScreen(<HistoryModal employeeId={7} opened onClose={() => {}} />);
    const row = await screen.findByRole('row', { name: /Employee Forms and Documents/ });
    expect(row.textContent).toContain('hr.manager');
    await user.click(within(row).getByRole('button', { name: 'View Changes' }));
    const changes = await screen.findByRole('table', { name: 'View Changes' });
    const rows = within(changes)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Old Value', 'New Value'],
      ['Has Expiry', 'No', 'Yes'],
      ['Reference No', 'A-1', 'A-2'],
    ]);
  });
});
