import { notifications } from '@mantine/notifications';
import { EMPLOYEE_MSG, type EmploymentDetails, PAY_ACCOUNT_MSG } from '@sahod/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fakeServer';
import { dropdownAnswer, EMPLOYMENT, renderScreen } from '../test/fixtures';
import { EmploymentDetailsSection } from './EmploymentDetailsSection';

let record: EmploymentDetails;
let saved: Array<Record<string, unknown>>;

beforeEach(() => {
  record = { ...EMPLOYMENT };
  saved = [];
  stubFetch({
    'GET /api/employee_management/fetchED': () => json(200, [record]),
    'PUT /api/employee_management/updateED': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      record = { ...record, monthly_salary: Number(body.monthly_salary), days: Number(body.days) };
      return json(200, { message: EMPLOYEE_MSG.employmentSaved, data: record, changed: ['monthly_salary'] });
    },
    'GET /api/dropdown/dropdown_handler': dropdownAnswer,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const renderSection = () => renderScreen(<EmploymentDetailsSection employeeId={7} />);
const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}$`) }) as HTMLInputElement;
const combo = (name: string) =>
  screen.getByRole('combobox', { name: new RegExp(`^${name}$`) }) as HTMLInputElement;

// The record and a dozen dropdown lists load first; on a busy machine that takes over a second.
const LOADED = { timeout: 5000 };
async function ready() {
  await waitFor(() => expect(combo('Designation').value).toBe('Accountant'), LOADED);
  await waitFor(() => expect(combo('Salary Group').value).toBe('NCR Minimum Wage'), LOADED);
}

async function choose(user: ReturnType<typeof renderSection>['user'], label: string, option: string) {
  await user.click(combo(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('EmploymentDetailsSection', () => {
  it('shows the read-only Pay Basis, Annual Factor, Day Rate and Hour Rate of the salary group', async () => {
    const { user } = renderSection();
    await ready();
    expect((screen.getByTestId('pay-basis') as HTMLInputElement).value).toBe('Monthly-rated');
    expect((screen.getByTestId('annual-factor') as HTMLInputElement).value).toBe('312');
    // 18,070 x 12 / 312 = 695.00; / 8 = 86.875 -> 86.88
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('₱695.00');
    expect((screen.getByTestId('hour-rate') as HTMLInputElement).value).toBe('₱86.88');
    expect(screen.getByTestId('day-rate').hasAttribute('readonly')).toBe(true);
    // The salary follows the group's factor: 19,000 x 12 / 312 = 730.77
    await user.clear(field('Monthly Salary'));
    await user.type(field('Monthly Salary'), '19000');
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('₱730.77');
  });

  it('a salary group fills monthly salary, days and hours', async () => {
    const { user } = renderSection();
    await ready();
    await choose(user, 'Salary Group', 'Rank and File 1');
    expect(field('Monthly Salary').value).toBe('20000');
    expect(field('Days').value).toBe('22');
    expect(field('Hours').value).toBe('8');
    expect((screen.getByTestId('day-rate') as HTMLInputElement).value).toBe('₱909.09');
    expect((screen.getByTestId('hour-rate') as HTMLInputElement).value).toBe('₱113.64');
  });

  it('a tax group fills the four rates and a benefits group its four amounts', async () => {
    const { user } = renderSection();
    await ready();
    await choose(user, 'W/Tax Group', 'Fixed Monthly Amounts (Example)');
    expect(field('W/Tax Monthly Rate').value).toBe('1875');
    expect(field('SSS Rate').value).toBe('1350');
    expect(field('Pag-IBIG Rate').value).toBe('200');
    expect(field('PhilHealth Rate').value).toBe('750');
    await choose(user, 'Benefits Group', 'Field Staff');
    expect(field('Gasoline').value).toBe('3000');
    expect(field('Meals').value).toBe('2000');
    expect(field('Transportation').value).toBe('1500');
    expect(field('Allowance').value).toBe('1000');
  });

  it('changing the company clears department and designation', async () => {
    const { user } = renderSection();
    await ready();
    await choose(user, 'Company', 'Kalinaw');
    expect(combo('Department').value).toBe('');
    expect(combo('Designation').value).toBe('');
    expect(combo('Designation').disabled).toBe(true);
    await choose(user, 'Department', 'Production');
    expect(combo('Designation').disabled).toBe(false);
  });

  it('amount fields take only digits and a dot', async () => {
    const { user } = renderSection();
    await ready();
    await user.clear(field('Monthly Salary'));
    await user.type(field('Monthly Salary'), '2a0,000.5x');
    expect(field('Monthly Salary').value).toBe('20000.5');
  });

  it('Revert restores the original; an unchanged save says No changes made.', async () => {
    const { user } = renderSection();
    await ready();
    await choose(user, 'Salary Group', 'Rank and File 1');
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    expect(field('Monthly Salary').value).toBe('18070');
    expect(combo('Salary Group').value).toBe('NCR Minimum Wage');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No changes made.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows a field message, then confirms and saves with the success alert', async () => {
    const { user } = renderSection();
    await ready();
    await user.type(field('SSS'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SSS number must have 10 digits (e.g. 34-1234567-8).')).toBeTruthy();
    await user.clear(field('SSS'));
    await user.clear(field('Monthly Salary'));
    await user.type(field('Monthly Salary'), '19000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(EMPLOYEE_MSG.employmentSaved)).toBeTruthy();
    expect(saved[0]).toMatchObject({
      employee_id: 7,
      monthly_salary: '19000',
      company_id: 1,
      department_id: 2,
    });
  });
});

describe('EmploymentDetailsSection payroll account (issue 16)', () => {
  it('shows the bank fields only for pay method Bank and checks the account length before saving', async () => {
    const { user } = renderSection();
    await ready();
    expect(screen.queryByRole('textbox', { name: /^Account Number/ })).toBeNull();
    await choose(user, 'Pay Method', 'Bank');
    await choose(user, 'Bank', 'BPI');
    await user.type(screen.getByRole('textbox', { name: /^Account Number/ }), '012345678');
    await user.type(screen.getByRole('textbox', { name: /^Account Name/ }), 'JUAN DELA CRUZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAY_ACCOUNT_MSG.accountDigits('BPI', '10'))).toBeTruthy();
    expect(saved).toEqual([]);
    await choose(user, 'Pay Method', 'Cash');
    expect(screen.queryByRole('textbox', { name: /^Account Number/ })).toBeNull();
  });
});
