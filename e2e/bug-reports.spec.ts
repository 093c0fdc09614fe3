import { expect, test } from '@playwright/test';
import { ADMIN, EMPLOYEE } from './env';
import { signIn } from './helpers';

test('an employee files a bug report after checking Known Issues; an admin changes its status', async ({
  browser,
}) => {
  const descr = `E2E: clicking Save on the timesheet does nothing (${Date.now()})`;
  const employeeContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const employee = await employeeContext.newPage();
    await signIn(employee, EMPLOYEE, '/bugreport');
    await expect(employee.getByRole('heading', { name: 'Bug Reports' })).toBeVisible();
    await expect(
      employee
        .getByText('Please describe the exact steps to reproduce the problem', { exact: false })
        .first(),
    ).toBeVisible();

    // The button to the changelog's Known Issues.
    await employee.getByRole('button', { name: 'Check Known Issues' }).click();
    await expect(employee).toHaveURL(/\/changelog#known-issues$/);
    await expect(employee.getByRole('heading', { name: 'Known Issues' })).toBeInViewport();
    await employee.goBack();

    // File the report: the status is not part of a new report.
    await employee.getByRole('button', { name: 'Create New' }).click();
    const dialog = employee
      .getByRole('dialog')
      .filter({ has: employee.getByRole('button', { name: 'Save' }) });
    await expect(dialog.getByRole('combobox', { name: /Status/ })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: /Affected Module/ }).click();
    await employee.getByRole('option', { name: 'Timesheet', exact: true }).click();
    await dialog.getByRole('textbox', { name: /Description/ }).fill(descr);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await employee.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await employee.getByPlaceholder('Search here').fill(descr);
    const row = employee.getByRole('row', { name: new RegExp(descr.slice(0, 30)) });
    await expect(row).toContainText('Ana Cruz');
    await expect(row).toContainText('Open');

    // The reporter cannot change the status.
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByRole('combobox', { name: /Status/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The admin (update permission) changes it.
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN, '/bugreport');
    await admin.getByPlaceholder('Search here').fill(descr);
    const adminRow = admin.getByRole('row', { name: new RegExp(descr.slice(0, 30)) });
    await adminRow.getByRole('button', { name: 'Edit' }).click();
    const adminDialog = admin
      .getByRole('dialog')
      .filter({ has: admin.getByRole('button', { name: 'Save' }) });
    await adminDialog.getByRole('combobox', { name: /Status/ }).click();
    await admin.getByRole('option', { name: 'Resolved' }).click();
    await adminDialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await expect(adminRow).toContainText('Resolved');

    // The employee sees the new status; the report is no longer theirs to edit.
    await employee.reload();
    await employee.getByPlaceholder('Search here').fill(descr);
    await expect(row).toContainText('Resolved');
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(
      employee.getByText('You can only edit your own bug reports while they are Open.'),
    ).toBeVisible();
  } finally {
    await employeeContext.close();
    await adminContext.close();
  }
});
