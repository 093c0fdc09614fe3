/**
 * Earnings Categories and Deductions Categories (spec 2 "Earnings and deductions screens", 3, 8):
 * tables with create, edit and delete. A duplicate name shows 'Name is already in use.' and the
 * form stays open.
 */
import { Button, Stack, Title } from '@mantine/core';
import {
  CALC_METHODS,
  DE_MINIMIS_KIND_LABELS,
  DE_MINIMIS_KINDS,
  type DeductionsCategoryRow,
  type DeMinimisKind,
  EARNINGS_MSG,
  type EarningsCategoryRow,
  flagsOfTreatment,
  OPERANDS,
  type RecordKind,
  TAX_TREATMENT_LABELS,
  TAX_TREATMENT_MSG,
  TAX_TREATMENTS,
  type TaxTreatment,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable, RecordFormModal, type SelectOption } from '../../components';
import {
  deductionsCategoriesQuery,
  earningsCategoriesQuery,
  useDeleteCategory,
  useSaveCategory,
} from './api';
import { CATEGORY_LABELS, PAY_TEXT } from './texts';

const YES_NO: SelectOption[] = [
  { value: PAY_TEXT.yes, label: PAY_TEXT.yes },
  { value: PAY_TEXT.no, label: PAY_TEXT.no },
];
const CALC_OPTIONS: SelectOption[] = CALC_METHODS.map((label, i) => ({ value: String(i), label }));
const OPERAND_OPTIONS: SelectOption[] = OPERANDS.map((label, i) => ({ value: String(i), label }));
const TREATMENT_OPTIONS: SelectOption[] = TAX_TREATMENTS.map((value) => ({
  value,
  label: TAX_TREATMENT_LABELS[value],
}));
const KIND_OPTIONS: SelectOption[] = DE_MINIMIS_KINDS.map((value) => ({
  value,
  label: DE_MINIMIS_KIND_LABELS[value],
}));

const treatmentOf = (value: unknown): TaxTreatment =>
  (TAX_TREATMENTS as readonly unknown[]).includes(value) ? (value as TaxTreatment) : 'taxable';
const kindOf = (value: unknown): DeMinimisKind | null =>
  (DE_MINIMIS_KINDS as readonly unknown[]).includes(value) ? (value as DeMinimisKind) : null;

const flag = (value: unknown) => value === true || value === PAY_TEXT.yes;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

type CategoryRow = EarningsCategoryRow | DeductionsCategoryRow;

const SETTINGS = {
  earnings: {
    title: PAY_TEXT.earningsCategories,
    columns: [
      'category_name',
      'descr',
      'calc_method',
      'operand',
      'rate',
      'input_column',
      'tax_treatment',
      'de_minimis_kind',
    ],
    fields: [
      'category_name',
      'descr',
      'calc_id',
      'operand_id',
      'rate',
      'input_column',
      'tax_treatment',
      'de_minimis_kind',
    ],
    blank: {
      category_name: '',
      descr: '',
      calc_id: 0,
      operand_id: 2,
      rate: 1,
      input_column: '',
      tax_treatment: 'taxable',
      de_minimis_kind: null,
    },
    selects: {
      calc_id: CALC_OPTIONS,
      operand_id: OPERAND_OPTIONS,
      tax_treatment: TREATMENT_OPTIONS,
      de_minimis_kind: KIND_OPTIONS,
    },
    numbers: ['calc_id', 'operand_id', 'rate'],
  },
  deductions: {
    title: PAY_TEXT.deductionsCategories,
    columns: ['category_name', 'descr', 'calc_deduc', 'pre_tax'],
    fields: ['category_name', 'descr', 'calc_deduc', 'pre_tax'],
    blank: { category_name: '', descr: '', calc_deduc: 'by Amount', pre_tax: false },
    selects: { calc_deduc: [{ value: 'by Amount', label: 'by Amount' }], pre_tax: YES_NO },
    numbers: [],
  },
} as const;

/** The request body from the form's values (booleans from Yes/No, empty texts as ''). */
export function categoryBody(kind: RecordKind, values: Record<string, unknown>): Record<string, unknown> {
  const common = {
    ...(typeof values.code === 'number' ? { code: values.code } : {}),
    category_name: text(values.category_name),
    descr: text(values.descr),
  };
  if (kind === 'deductions') return { ...common, calc_deduc: 'by Amount', pre_tax: flag(values.pre_tax) };
  return {
    ...common,
    calc_id: Number(values.calc_id),
    operand_id: Number(values.operand_id),
    rate: Number(values.rate),
    input_column: text(values.input_column),
    ...treatmentBody(values),
  };
}

/** The tax treatment, its kind (de minimis only) and the older flags it stands for. */
function treatmentBody(values: Record<string, unknown>) {
  const tax_treatment = treatmentOf(values.tax_treatment);
  const de_minimis_kind = tax_treatment === 'de_minimis' ? kindOf(values.de_minimis_kind) : null;
  return { ...flagsOfTreatment(tax_treatment), tax_treatment, de_minimis_kind };
}

/** The client-side check the server repeats: no division by a zero rate. */
export function validateCategory(kind: RecordKind, values: Record<string, unknown>): string | undefined {
  if (kind === 'earnings' && Number(values.operand_id) === 3 && Number(values.rate) === 0) {
    return EARNINGS_MSG.divideByZero;
  }
  if (
    kind === 'earnings' &&
    values.tax_treatment === 'de_minimis' &&
    kindOf(values.de_minimis_kind) === null
  ) {
    return TAX_TREATMENT_MSG.kindRequired;
  }
  return undefined;
}

function CategoriesScreen({ kind }: { kind: RecordKind }) {
  const settings = SETTINGS[kind];
  const permissions = usePermission();
  const query = useQuery<CategoryRow[]>(
    (kind === 'earnings' ? earningsCategoriesQuery() : deductionsCategoriesQuery()) as never,
  );
  const save = useSaveCategory(kind);
  const remove = useDeleteCategory(kind);
  const [editing, setEditing] = useState<{ row?: CategoryRow } | null>(null);

  return (
    <Stack gap="md">
      <Title order={2}>{settings.title}</Title>
      <DataTable<CategoryRow>
        label={settings.title}
        data={query.data ?? []}
        columns={settings.columns}
        columnLabels={CATEGORY_LABELS}
        loading={query.isPending}
        getRowId={(row) => String(row.code)}
        renderCell={{
          tax_treatment: (row) => ('tax_treatment' in row ? TAX_TREATMENT_LABELS[row.tax_treatment] : ''),
          de_minimis_kind: (row) =>
            'de_minimis_kind' in row && row.de_minimis_kind
              ? DE_MINIMIS_KIND_LABELS[row.de_minimis_kind]
              : '',
          rate: (row) =>
            'rate' in row ? row.rate.toLocaleString('en-PH', { maximumFractionDigits: 4 }) : '',
        }}
        onEdit={(row) => setEditing({ row })}
        onDelete={(row) => remove.mutateAsync(row.code).catch(() => undefined)}
        canEdit={permissions.update}
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.create}>
            {PAY_TEXT.createNew}
          </Button>
        }
      />
      {editing && (
        <RecordFormModal
          opened
          onClose={() => setEditing(null)}
          mode={editing.row ? 'edit' : 'add'}
          title={editing.row ? PAY_TEXT.editCategory : PAY_TEXT.addCategory}
          record={editing.row ?? settings.blank}
          fields={settings.fields}
          optionalFields={
            kind === 'earnings' ? ['descr', 'input_column', 'de_minimis_kind'] : ['descr', 'input_column']
          }
          displayOnlyFields={kind === 'deductions' ? ['calc_deduc'] : []}
          numberFields={settings.numbers}
          selectFields={settings.selects}
          fieldLabels={CATEGORY_LABELS}
          validate={(values) => validateCategory(kind, values)}
          onSave={(values) =>
            save.mutateAsync({ mode: editing.row ? 'edit' : 'add', body: categoryBody(kind, values) })
          }
        />
      )}
    </Stack>
  );
}

export function EarningsCategoriesPage() {
  return <CategoriesScreen kind="earnings" />;
}

export function DeductionsCategoriesPage() {
  return <CategoriesScreen kind="deductions" />;
}
