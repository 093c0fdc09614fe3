/** The dropdown lists of the profile forms, as items (groups carry their amounts) or select options. */
import type { DropdownItem } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SelectOption } from '../../../components';
import { dropdownQuery, type EmployeeDropdown } from '../api';
import { toSelectOptions } from './options';

export function useDropdownItems(dd: EmployeeDropdown, parent = ''): DropdownItem[] | undefined {
  return useQuery(dropdownQuery(dd, parent)).data;
}

export function useDropdownOptions(dd: EmployeeDropdown, parent = ''): SelectOption[] {
  const items = useDropdownItems(dd, parent);
  return useMemo(() => toSelectOptions(items), [items]);
}
