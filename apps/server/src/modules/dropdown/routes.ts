/** GET /dropdown/dropdown_handler (spec 7 "Dropdowns and groups"). */
import { DROPDOWN_KEYS, dropdownItemsSchema, dropdownQuerySchema } from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { errorResponses } from '../../platform/schemas.ts';
import { dropdownItems } from './service.ts';

export function dropdownRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/dropdown/dropdown_handler',
    {
      // Every signed-in screen fills its dropdowns from here; the groups' amounts are confidential
      // and reach only roles with Employee Profile or Group Details view (the service decides).
      config: { access: { authenticated: true } },
      schema: {
        tags: ['dropdown'],
        summary: 'The items of one dropdown: [{ code: null, name: "" }, { code, name, ...extra }, ...].',
        description: [
          `DD: one of ${DROPDOWN_KEYS.join(', ')}.`,
          'UID: the parent id for province (region id), city (province id), barangay (city id), department',
          '(company id) and designation (department id); without it those list only the empty option.',
          'NCR cities are under the pseudo-province "Metro Manila"; highly urbanized cities under the',
          "province they lie in; Manila's barangays under Manila (with their district).",
          'Extra fields: department company_id; designation department_id; barangay district (Manila);',
          'application_type is_leave, is_paid, uses_leave_credits, converts_at_separation (0/1); salary_group monthly_salary, days,',
          'hours; w_tax_group tax_mode, minimum_wage_earner, w_tax_monthly_rate, sss_rate, pagibig_rate,',
          'philhealth_rate; benefits_group gasoline, meals, transpo, allowance (amounts in pesos).',
          'The salary, tax and benefits groups carry those extra fields only for a role with',
          'employee_management or grouprecords view; any other signed-in user gets code and name.',
          'DD=list: the lists Dropdown Records edits (code is the DD key); DD=list_group: the groups.',
          'DD=bank: the Philippine banks (code as the payroll account stores it) with account_lengths',
          "(comma-separated digit counts) and file_layout (the bank credit file template, 'csv' when none).",
        ].join(' '),
        querystring: dropdownQuerySchema,
        response: { 200: dropdownItemsSchema, ...errorResponses(400, 401, 423) },
      },
    },
    async (request) => dropdownItems(deps, request.query.DD, request.query.UID, request.user!),
  );
}
