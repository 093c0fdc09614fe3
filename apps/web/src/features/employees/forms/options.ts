/** Dropdown items (spec 3 "Dropdown item") as select options: the empty first item is the select's own "none". */
import type { DropdownItem } from '@sahod/shared';
import type { SelectOption } from '../../../components';

export function toSelectOptions(items: readonly DropdownItem[] | undefined): SelectOption[] {
  return (items ?? [])
    .filter((item) => item.code !== null && item.code !== '')
    .map((item) => ({ value: String(item.code), label: item.name }));
}

/** The item behind a chosen value (group items carry their amounts). */
export function itemOf(items: readonly DropdownItem[] | undefined, value: string): DropdownItem | null {
  return (items ?? []).find((item) => item.code !== null && String(item.code) === value) ?? null;
}

/** Amount inputs take only digits and a dot (as the group records do). */
export const amountText = (value: string) => value.replace(/[^0-9.]/g, '');
