import { describe, expect, it } from 'vitest';
import { SCREENS } from '../routes';
import { buildNavigation } from './navigation';

const Screen = () => null;

describe('buildNavigation', () => {
  it('shows only built screens, in the spec group order, leaving empty groups out', () => {
    const nav = buildNavigation([
      { path: '/admin', title: 'Admin Panel', nav: { groupId: 6, label: 'Admin' }, Component: Screen },
      { path: '/employees', title: 'Employee List', nav: { groupId: 1 } },
      { path: '/settings/useraccounts', title: 'User Accounts', nav: { groupId: 5 }, Component: Screen },
      { path: '/changelog', title: 'Changelog', nav: { groupId: 5 }, Component: Screen },
      { path: '/employees/:id', title: 'Employee profile', Component: Screen },
    ]);
    expect(nav).toEqual([
      {
        groupId: 5,
        label: 'Settings',
        items: [
          { path: '/settings/useraccounts', label: 'User Accounts' },
          { path: '/changelog', label: 'Changelog' },
        ],
      },
      { groupId: 6, label: 'Admin', items: [{ path: '/admin', label: 'Admin' }] },
    ]);
  });

  it('lists the spec sidebar exactly once every screen is built', () => {
    const all = buildNavigation(SCREENS.map((screen) => ({ ...screen, Component: Screen })));
    expect(all.map((group) => [group.label, group.items.map((item) => item.label)])).toEqual([
      ['Employee Management', ['Employee List', 'Approver Assignment']],
      [
        'Time & Attendance',
        [
          'Shifts Schedule',
          'Shifts Management',
          'Timesheet',
          'Applications',
          'Applications Proxy',
          'Applications Approval',
        ],
      ],
      [
        'Earnings & Deductions',
        [
          'Earnings Records',
          'Earnings Categories',
          'Deductions Records',
          'Deductions Categories',
          'Salary Loan',
          'Payroll',
        ],
      ],
      ['Reports', ['Compliance']],
      ['Setup', ['Dropdown Records', 'Group Details']],
      [
        'Settings',
        [
          'User Accounts',
          'User Roles',
          'Page Setup',
          'Bug Reports',
          'Audit Trail',
          'Changelog',
          'Two-factor sign-in',
        ],
      ],
      ['Admin', ['Admin']],
    ]);
  });

  it('routes every screen of the spec route table, the 8 of My Sahod, Two-factor sign-in and the Audit Trail', () => {
    // Two-factor sign-in and the Audit Trail: issue 25 §2 and §3.
    expect(SCREENS.map((screen) => screen.path).sort()).toHaveLength(24 + 8 + 2);
  });

  it("puts 'My Sahod' first for an account with an employee; Approvals only for an approver", () => {
    const labels = (self: { employee: boolean; approver: boolean } | undefined) =>
      buildNavigation(SCREENS, undefined, self)
        .filter((g) => g.label === 'My Sahod')
        .map((g) => g.items.map((i) => i.label));
    expect(buildNavigation(SCREENS, undefined, { employee: true, approver: false })[0]?.label).toBe(
      'My Sahod',
    );
    expect(labels({ employee: true, approver: false })).toEqual([
      ['Home', 'Pay', 'Tax', 'Leave', 'Attendance', 'Profile'],
    ]);
    expect(labels({ employee: true, approver: true })).toEqual([
      ['Home', 'Pay', 'Tax', 'Leave', 'Attendance', 'Approvals', 'Profile'],
    ]);
    expect(labels({ employee: false, approver: false })).toEqual([]);
    expect(labels(undefined)).toEqual([]);
  });
});
