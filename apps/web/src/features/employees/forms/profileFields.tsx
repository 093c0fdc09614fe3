import { Select, TextInput } from '@mantine/core';
import type { SelectOption } from '../../../components';
import { amountText } from './options';

interface FieldContext<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  busy: boolean;
  label: (field: F) => string;
  change: (field: F, value: string) => void;
}

/** The text and select inputs of the profile forms, bound to one form's values and errors. */
export function profileFields<F extends string>({ values, errors, busy, label, change }: FieldContext<F>) {
  const text = (field: F, props: { type?: string; amount?: boolean; required?: boolean } = {}) => (
    <TextInput
      label={label(field)}
      type={props.type}
      value={values[field]}
      onChange={(event) =>
        change(field, props.amount ? amountText(event.currentTarget.value) : event.currentTarget.value)
      }
      error={errors[field]}
      disabled={busy}
      required={props.required}
      inputMode={props.amount ? 'decimal' : undefined}
    />
  );
  const select = (
    field: F,
    data: SelectOption[],
    props: { disabled?: boolean; searchable?: boolean } = {},
  ) => (
    <Select
      label={label(field)}
      data={data}
      value={values[field] || null}
      onChange={(value) => change(field, value ?? '')}
      error={errors[field]}
      disabled={busy || props.disabled}
      searchable={props.searchable ?? true}
      clearable
    />
  );
  return { text, select };
}
