/** One input of the generic record form, chosen by the field's kind. */
import { NumberInput, Select, TextInput } from '@mantine/core';

export interface SelectOption {
  value: string;
  label: string;
}

export type RecordFieldKind = 'text' | 'number' | 'date' | 'time' | 'select' | 'displayOnly';

export interface RecordFieldProps {
  kind: RecordFieldKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  disabled: boolean;
  options?: readonly SelectOption[] | undefined;
}

export function RecordField({ kind, label, value, onChange, required, disabled, options }: RecordFieldProps) {
  switch (kind) {
    case 'displayOnly':
      return <TextInput label={label} value={value} readOnly variant="filled" />;
    case 'number':
      return (
        <NumberInput
          label={label}
          value={value}
          onChange={(next) => onChange(String(next))}
          required={required}
          disabled={disabled}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          data={(options ?? []).map((option) => ({ value: option.value, label: option.label }))}
          value={value === '' ? null : value}
          onChange={(next) => onChange(next ?? '')}
          required={required}
          disabled={disabled}
          searchable
          clearable={!required}
          allowDeselect={!required}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          type={kind === 'date' || kind === 'time' ? kind : 'text'}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          required={required}
          disabled={disabled}
        />
      );
  }
}
