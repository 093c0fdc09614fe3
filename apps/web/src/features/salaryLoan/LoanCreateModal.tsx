/**
 * The salary loan creation form (spec 5 "Salary loan creation"; issue 23): release date on or
 * before the deduction start (a loan may have been released before today; the server refuses a start
 * before the go-live or a processed payroll), errors listed under 'ERRORS:', whole payment terms in
 * months, the cut-offs, the billing's monthly amortization and what was paid before Sahod; the start date is disabled until a release date is set and cleared when the release date
 * moves past it. (A form of its own: the generic form has no dependent fields.)
 */
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  LOAN_CUT_OFF_LABELS,
  LOAN_CUT_OFFS,
  LOAN_MSG,
  loanAmountErrors,
  loanAmountForTermsError,
  loanDateErrors,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../components';
import { dropdownQuery, toOptions } from '../dropdownRecords/api';
import { loanEmployeesQuery, useCreateLoan } from './api';
import { LOAN_TEXT } from './texts';

export interface LoanForm {
  employee_id: string;
  loan_type_id: string;
  release_date: string;
  deduction_start_date: string;
  loan_amount: number | string;
  payment_terms: number | string;
  comments: string;
  /** '' = the default for the loan type. */
  cut_off?: string;
  monthly_amortization?: number | string;
  opening_paid?: number | string;
}

const CUT_OFF_OPTIONS = LOAN_CUT_OFFS.map((value) => ({ value, label: LOAN_CUT_OFF_LABELS[value] }));
const centavosOk = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const EMPTY: LoanForm = {
  employee_id: '',
  loan_type_id: '',
  release_date: '',
  deduction_start_date: '',
  loan_amount: '',
  payment_terms: '',
  comments: '',
  cut_off: '',
  monthly_amortization: '',
  opening_paid: '',
};

/** Moving the release date past the start date clears the start date (spec 5). */
export function withReleaseDate(form: LoanForm, releaseDate: string): LoanForm {
  const clearStart =
    releaseDate === '' || (form.deduction_start_date !== '' && form.deduction_start_date < releaseDate);
  return {
    ...form,
    release_date: releaseDate,
    deduction_start_date: clearStart ? '' : form.deduction_start_date,
  };
}

/** Every error of the form, in the order the alert lists them. */
export function loanFormErrors(form: LoanForm): string[] {
  const errors: string[] = [];
  if (form.employee_id === '') errors.push(LOAN_MSG.employee);
  if (form.loan_type_id === '') errors.push(LOAN_MSG.loanType);
  if (form.release_date === '') errors.push(LOAN_MSG.releaseDate);
  if (form.deduction_start_date === '') errors.push(LOAN_MSG.startDate);
  errors.push(...loanDateErrors(form.release_date, form.deduction_start_date));
  const amount = Number(form.loan_amount);
  if (form.loan_amount === '' || !(amount > 0) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    errors.push(LOAN_MSG.loanAmount);
  const terms = Number(form.payment_terms);
  if (form.payment_terms === '' || !Number.isInteger(terms) || terms < 1 || terms > 360)
    errors.push(LOAN_MSG.paymentTerms);
  else if (!errors.includes(LOAN_MSG.loanAmount)) {
    const tooSmall = loanAmountForTermsError(amount, terms);
    if (tooSmall) errors.push(tooSmall);
  }
  const monthly = optionalAmount(form.monthly_amortization);
  if (monthly !== undefined && !(monthly > 0 && centavosOk(monthly)))
    errors.push(LOAN_MSG.monthlyAmortization);
  const opening = optionalAmount(form.opening_paid);
  if (opening !== undefined && !(opening >= 0 && centavosOk(opening))) errors.push(LOAN_MSG.openingPaid);
  if (errors.length === 0)
    errors.push(
      ...loanAmountErrors({
        loan_amount: amount,
        payment_terms: terms,
        monthly_amortization: monthly,
        opening_paid: opening,
      }).map(([, message]) => message),
    );
  return errors;
}

const optionalAmount = (v: number | string | undefined) =>
  v === undefined || v === '' ? undefined : Number(v);

export function LoanCreateModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (loanId: number) => void;
}) {
  const [form, setForm] = useState<LoanForm>(EMPTY);
  const [errors, setErrors] = useState<string[]>([]);
  const create = useCreateLoan();
  const employees = useQuery(loanEmployeesQuery()).data ?? [];
  const loanTypes = useQuery({ ...dropdownQuery('loan_type'), select: toOptions }).data ?? [];
  const set = (patch: Partial<LoanForm>) => setForm((f) => ({ ...f, ...patch }));

  async function submit() {
    const found = loanFormErrors(form);
    setErrors(found);
    if (found.length > 0) return;
    try {
      const res = await create.mutateAsync({
        employee_id: Number(form.employee_id),
        loan_type_id: Number(form.loan_type_id),
        release_date: form.release_date,
        deduction_start_date: form.deduction_start_date,
        loan_amount: Number(form.loan_amount),
        payment_terms: Number(form.payment_terms),
        comments: form.comments,
        ...(form.cut_off ? { cut_off: form.cut_off } : {}),
        ...(optionalAmount(form.monthly_amortization) === undefined
          ? {}
          : { monthly_amortization: Number(form.monthly_amortization) }),
        opening_paid: optionalAmount(form.opening_paid) ?? 0,
      });
      onCreated(res.loan_id);
    } catch (error) {
      // Spec 8: a create failure is only logged; the form keeps the reason so the user can act.
      console.error(error);
      setErrors(errorMessage(error, LOAN_TEXT.createFailed).split('\n'));
    }
  }

  return (
    <Modal opened onClose={onClose} title={LOAN_TEXT.newLoan} centered size="lg">
      <Stack gap="sm">
        <Select
          label={LOAN_TEXT.employee}
          data={employees.map((e) => ({
            value: String(e.employee_id),
            label: e.employee_code ? `${e.employee_code} - ${e.name}` : e.name,
          }))}
          value={form.employee_id || null}
          onChange={(v) => set({ employee_id: v ?? '' })}
          searchable
          required
        />
        <Select
          label={LOAN_TEXT.loanType}
          data={loanTypes}
          value={form.loan_type_id || null}
          onChange={(v) => set({ loan_type_id: v ?? '' })}
          required
        />
        <Group grow>
          <TextInput
            type="date"
            label={LOAN_TEXT.releaseDate}
            value={form.release_date}
            onChange={(e) => {
              const release = e.currentTarget.value;
              setForm((f) => withReleaseDate(f, release));
            }}
            required
          />
          <TextInput
            type="date"
            label={LOAN_TEXT.startDate}
            value={form.deduction_start_date}
            min={form.release_date || undefined}
            disabled={form.release_date === ''}
            onChange={(e) => set({ deduction_start_date: e.currentTarget.value })}
            required
          />
        </Group>
        <Group grow>
          <NumberInput
            label={LOAN_TEXT.loanAmount}
            value={form.loan_amount}
            onChange={(v) => set({ loan_amount: v })}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            required
          />
          <NumberInput
            label={LOAN_TEXT.paymentTerms}
            value={form.payment_terms}
            onChange={(v) => set({ payment_terms: v })}
            min={1}
            max={360}
            allowDecimal={false}
            required
          />
        </Group>
        <Group grow align="start">
          <Select
            label={LOAN_TEXT.cutOff}
            data={CUT_OFF_OPTIONS}
            value={form.cut_off || null}
            onChange={(v) => set({ cut_off: v ?? '' })}
            placeholder={LOAN_TEXT.cutOffDefault}
            description={LOAN_TEXT.cutOffHint}
            clearable
          />
          <NumberInput
            label={LOAN_TEXT.monthlyAmortization}
            description={LOAN_TEXT.monthlyAmortizationHint}
            value={form.monthly_amortization ?? ''}
            onChange={(v) => set({ monthly_amortization: v })}
            min={0}
            decimalScale={2}
            thousandSeparator=","
          />
        </Group>
        <NumberInput
          label={LOAN_TEXT.openingPaid}
          description={LOAN_TEXT.openingPaidHint}
          value={form.opening_paid ?? ''}
          onChange={(v) => set({ opening_paid: v })}
          min={0}
          decimalScale={2}
          thousandSeparator=","
        />
        <Textarea
          label={LOAN_TEXT.comments}
          value={form.comments}
          onChange={(e) => set({ comments: e.currentTarget.value })}
        />
        {errors.length > 0 && (
          <Alert color="red" title={LOAN_MSG.errorsTitle} role="alert">
            <List size="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {LOAN_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            {LOAN_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
