/**
 * 'E-mail payslips' of a processed run (issue 25 §4): the company chooses the PDF password rule,
 * the server queues a payslip per employee, and this shows each employee's status (sent, failed
 * with the server's answer, no e-mail address) with a progress bar and the time left. A payslip
 * already sent goes again only by its 'Send again'. Each click that queues payslips is a job listed
 * on Settings > Jobs (issue 28).
 */
import { Badge, Button, Group, Modal, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import {
  JOB_TEXT,
  jobSecondsLeft,
  MSG,
  type PayrollRun,
  type PayslipPasswordRule,
  payslipMailStatusSchema,
} from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError } from '../../components';
import { isLive, jobQuery } from '../jobs/api';

const STATUS_COLOR: Record<string, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  no_address: 'yellow',
};
const STATUS_LABEL: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  no_address: 'No e-mail address',
};

export function EmailPayslipsModal({
  companyId,
  run,
  onClose,
}: {
  companyId: string;
  run: PayrollRun;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [rule, setRule] = useState<PayslipPasswordRule>('birth_date');
  const key = {
    company_id: Number(companyId),
    pay_period: run.pay_period ?? 'Semi-monthly',
    start_date: run.start_date,
    end_date: run.end_date,
  };
  const queryKey = ['payroll', 'email-payslips', key];
  const status = useQuery({
    queryKey,
    queryFn: () =>
      api.get(
        `/payroll/email-payslips?${new URLSearchParams(Object.entries(key).map(([k, v]) => [k, String(v)]))}`,
        {
          schema: payslipMailStatusSchema,
        },
      ),
    refetchInterval: (q) => {
      const c = q.state.data?.counts;
      return c && c.queued + c.sending > 0 ? 2_000 : false;
    },
  });
  const send = useMutation({
    mutationFn: (resend: number[]) =>
      api.post('/payroll/email-payslips', {
        body: { ...key, password_rule: rule, ...(resend.length ? { resend_employee_ids: resend } : {}) },
        schema: payslipMailStatusSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
    onError: (error) => {
      if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
    },
  });
  const data = status.data;
  // The run's newest job (Settings > Jobs lists it too): its rate gives the time left.
  const jobId = data?.job_id ?? null;
  const job = useQuery({ ...jobQuery(jobId ?? 0), enabled: jobId !== null });
  const left = job.data && isLive(job.data) ? jobSecondsLeft(job.data, Date.now()) : null;
  return (
    <Modal opened onClose={onClose} title={`E-mail payslips: ${run.start_date} – ${run.end_date}`} size="xl">
      <Stack gap="sm">
        <Radio.Group
          label="PDF password"
          description="The e-mail tells the employee the rule, never the password."
          value={rule}
          onChange={(v) => setRule(v as PayslipPasswordRule)}
        >
          <Stack gap={4} mt={4}>
            <Radio value="birth_date" label="Birth date (MMDDYYYY)" />
            <Radio value="tin4_birth_date" label="Last 4 digits of the TIN + birth date (MMDDYYYY)" />
          </Stack>
        </Radio.Group>
        <Group>
          <Button loading={send.isPending} onClick={() => send.mutate([])}>
            E-mail payslips
          </Button>
        </Group>
        {data && data.total > 0 && (
          <>
            <Text size="sm" fw={700}>
              {data.done} / {data.total} done · {data.counts.sent} sent · {data.counts.failed} failed ·{' '}
              {data.counts.no_address} without e-mail address
            </Text>
            <Progress value={(data.done / data.total) * 100} aria-label="E-mail progress" />
            <Text size="xs" c="dimmed">
              {left !== null ? `${JOB_TEXT.timeLeft(left)} · ` : ''}
              The e-mails go on when this window is closed; Settings &gt; Jobs shows their progress too.
            </Text>
            <Table striped withTableBorder aria-label="Payslip e-mails">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Employee</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Server answer</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((i) => (
                  <Table.Tr key={i.employee_id}>
                    <Table.Td>{i.name}</Table.Td>
                    <Table.Td>{i.address ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[i.status]}>{STATUS_LABEL[i.status]}</Badge>
                      {i.attempts > 1 ? ` (${i.attempts} tries)` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{i.last_error ?? ''}</Text>
                    </Table.Td>
                    <Table.Td>
                      {(i.status === 'sent' || i.status === 'failed') && (
                        <Button size="xs" variant="default" onClick={() => send.mutate([i.employee_id])}>
                          Send again
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Modal>
  );
}
