/**
 * The cascading filters of the Shifts Schedule and Timesheet (spec 2, 4 "Cascading dropdowns"):
 * company ('All Companies'), department ('All Departments', loaded once a company is picked) and
 * designation ('All Designations', loaded once a department is picked), plus Reset Filters.
 * Changing a parent clears its children.
 */
import { Button, Group, Select } from '@mantine/core';
import { type DropdownItem, dropdownItemsSchema, TA_TEXT } from '@sahod/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export interface OrgFilter {
  company_id: string;
  department_id: string;
  designation_id: string;
}

export const NO_FILTER: OrgFilter = { company_id: '', department_id: '', designation_id: '' };

export function orgQuery(dd: 'company' | 'department' | 'designation', parent: string) {
  return queryOptions({
    queryKey: ['dropdown', dd, parent] as const,
    queryFn: (): Promise<DropdownItem[]> =>
      api.get('/dropdown/dropdown_handler', {
        query: { DD: dd, ...(dd === 'company' ? {} : { UID: parent }) },
        schema: dropdownItemsSchema,
      }),
    enabled: dd === 'company' || parent !== '',
    staleTime: 60_000,
  });
}

export const options = (items: DropdownItem[] | undefined) =>
  (items ?? []).filter((i) => i.code !== null).map((i) => ({ value: String(i.code), label: i.name }));

export function OrgFilters({ value, onChange }: { value: OrgFilter; onChange: (next: OrgFilter) => void }) {
  const companies = useQuery(orgQuery('company', ''));
  const departments = useQuery(orgQuery('department', value.company_id));
  const designations = useQuery(orgQuery('designation', value.department_id));
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        aria-label="Company"
        placeholder={TA_TEXT.allCompanies}
        data={options(companies.data)}
        value={value.company_id || null}
        onChange={(next) => onChange({ company_id: next ?? '', department_id: '', designation_id: '' })}
        clearable
        searchable
        w={240}
      />
      <Select
        aria-label="Department"
        placeholder={TA_TEXT.allDepartments}
        data={options(departments.data)}
        value={value.department_id || null}
        onChange={(next) => onChange({ ...value, department_id: next ?? '', designation_id: '' })}
        disabled={value.company_id === ''}
        clearable
        searchable
        w={220}
      />
      <Select
        aria-label="Designation"
        placeholder={TA_TEXT.allDesignations}
        data={options(designations.data)}
        value={value.designation_id || null}
        onChange={(next) => onChange({ ...value, designation_id: next ?? '' })}
        disabled={value.department_id === ''}
        clearable
        searchable
        w={220}
      />
      <Button variant="default" onClick={() => onChange(NO_FILTER)}>
        {TA_TEXT.resetFilters}
      </Button>
    </Group>
  );
}

/** The filter as query parameters (empty ones left out). */
export function filterQuery(filter: OrgFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
}
