/**
 * The employee profile's User Account Information block (spec 2 "Employee profile"): the account
 * linked to an employee, and the starting values of 'Create User Account' (spec 5 default
 * username; the employee's name, company, department and designation). The account itself is
 * read by the accounts area, so the block shows exactly what User Accounts shows.
 */
import { accountDefaultsForEmployee, EMPLOYEE_ACCOUNT_MSG, type EmployeeAccount } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../platform/errors.ts';
import { fetchAccountByEmployee } from '../useraccounts/service.ts';
import { findEmployeeForAccount } from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function fetchEmployeeAccount(deps: Deps, employeeId: number): Promise<EmployeeAccount> {
  const employee = await findEmployeeForAccount(deps.db, employeeId);
  if (!employee) throw notFound(EMPLOYEE_ACCOUNT_MSG.employeeNotFound);
  const account = await fetchAccountByEmployee(deps, employeeId);
  return { account, defaults: accountDefaultsForEmployee(employee) };
}
