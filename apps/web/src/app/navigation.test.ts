import type { PermissionMap } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../routes';
import { buildNavigation, homePath } from './navigation';

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
      ['Home', ['Home']],
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
          'Jobs',
          'Sessions',
        ],
      ],
      ['Admin', ['Admin']],
    ]);
  });

  it('routes every screen of the spec route table, the 8 of My Sahod, Two-factor sign-in, Sessions, the Audit Trail, Jobs and Home', () => {
    // Two-factor sign-in, Sessions and the Audit Trail: issue 25 §2 and §3; Jobs: issue 28.
    expect(SCREENS.map((screen) => screen.path).sort()).toHaveLength(24 + 8 + 4 + 1);
  });

  it("puts 'My Sahod' first for an account with an employee; Approvals only for an approver", () => {
    const labels = (self: { employee: boolean; approver: boolean } | undefined) =>
      buildNavigation(SCREENS, undefined, self)
        .filter((g) => g.label === 'My Sahod')
        .map((g) => g.items.map((i) => i.label));
    expect(buildNavigation(SCREENS, undefined, { employee: true, approver: false })[1]?.label).toBe(
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

  it('shows Home (the dashboard) first to a role with a module view right, not to an employee-only account', () => {
    const home = (permissions: PermissionMap | undefined, employee: boolean) =>
      buildNavigation(SCREENS, permissions, { employee, approver: false }).some((g) => g.label === 'Home');
    const hr: PermissionMap = { timesheet: { view: true, create: false, update: false, delete: false } };
    const none: PermissionMap = { timesheet: { view: false, create: true, update: false, delete: false } };
    expect(buildNavigation(SCREENS, hr, { employee: true, approver: false })[0]?.label).toBe('Home');
    expect(home(hr, true)).toBe(true);
    expect(home(none, false)).toBe(true);
    expect(home(none, true)).toBe(false);
    expect(home({}, true)).toBe(false);
    expect(homePath(none, { employee: true, approver: false })).toBe('/me');
    expect(homePath(hr, { employee: true, approver: false })).toBe('/home');
    expect(homePath(undefined, { employee: true, approver: false })).toBe('/home');
  });
});
