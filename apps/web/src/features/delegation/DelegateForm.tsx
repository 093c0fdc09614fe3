/**
 * 'Delegate while away' (issue 27 §2): the delegate and the first and last dates; with `approvers`
 * (HR on Approver Assignment) also the approver. Checked with the shared schema before it is sent
 * (the first problem shows under the form); the server checks again (overlap: 409 with its message).
 * Phone first: one column, full-width fields and button.
 */
import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  DELEGATION_MSG,
  DELEGATION_TEXT,
  type DelegationCreate,
  delegationCreateSchema,
  type MyDelegationCreate,
  myDelegationCreateSchema,
} from '@sahod/shared';
import { useState } from 'react';

type Option = { employee_id: number; name: string };

/** The body to send, or the first message the server would answer. */
export function checkDelegation(
  values: { approver: string | null; delegate: string | null; from: string; to: string },
  withApprover: boolean,
): { ok: true; body: MyDelegationCreate | DelegationCreate } | { ok: false; message: string } {
  if (withApprover && !values.approver) return { ok: false, message: DELEGATION_MSG.approverRequired };
  if (!values.delegate) return { ok: false, message: DELEGATION_MSG.delegateRequired };
  const base = {
    delegate_employee_id: Number(values.delegate),
    date_from: values.from,
    date_to: values.to,
  };
  if (withApprover && values.approver === values.delegate) return { ok: false, message: DELEGATION_MSG.self };
  const parsed = withApprover
    ? delegationCreateSchema.safeParse({ ...base, approver_employee_id: Number(values.approver) })
    : myDelegationCreateSchema.safeParse(base);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? DELEGATION_MSG.dateInvalid };
  return { ok: true, body: parsed.data };
}

export function DelegateForm({
  delegates,
  approvers,
  onSubmit,
  pending,
}: {
  delegates: readonly Option[];
  /** HR: choose the approver too. */
  approvers?: readonly Option[];
  onSubmit: (body: MyDelegationCreate | DelegationCreate) => Promise<boolean>;
  pending: boolean;
}) {
  const [approver, setApprover] = useState<string | null>(null);
  const [delegate, setDelegate] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = (list: readonly Option[], except: string | null) =>
    list
      .filter((o) => String(o.employee_id) !== except)
      .map((o) => ({ value: String(o.employee_id), label: o.name }));

  const submit = async () => {
    const checked = checkDelegation({ approver, delegate, from, to }, approvers !== undefined);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    if (await onSubmit(checked.body)) {
      setDelegate(null);
      setFrom('');
      setTo('');
    }
  };

  return (
    <Stack gap="xs" data-testid="delegate-form">
      {approvers && (
        <Select
          label={DELEGATION_TEXT.approver}
          data={options(approvers, null)}
          value={approver}
          onChange={setApprover}
          searchable
          required
        />
      )}
      <Select
        label={DELEGATION_TEXT.delegate}
        data={options(delegates, approver)}
        value={delegate}
        onChange={setDelegate}
        searchable
        required
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          type="date"
          label={DELEGATION_TEXT.from}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          required
        />
        <TextInput
          type="date"
          label={DELEGATION_TEXT.to}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          required
        />
      </SimpleGrid>
      {problem && (
        <Alert color="red" variant="light" data-testid="delegate-problem">
          {problem}
        </Alert>
      )}
      <Button onClick={() => void submit()} loading={pending} fullWidth>
        {DELEGATION_TEXT.save}
      </Button>
    </Stack>
  );
}
