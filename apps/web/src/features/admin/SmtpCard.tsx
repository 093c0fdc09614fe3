/**
 * SMTP settings in the Admin Panel (issue 25 §4): the server e-mails go through (host, port, TLS,
 * user, password, sender) and 'Send test e-mail'. The password is never shown: left empty it
 * keeps the stored one.
 */
import {
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MSG, messageResponseSchema, SMTP_TLS_MODES, smtpSettingsResponseSchema } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components';

const TLS_LABELS: Record<(typeof SMTP_TLS_MODES)[number], string> = {
  none: 'None (plain, e.g. Mailpit)',
  starttls: 'STARTTLS (port 587)',
  tls: 'TLS (port 465)',
};

const onError = (error: unknown) => {
  if (!isReportedByClient(error)) notifyError(errorMessage(error, MSG.unexpected));
};

export function SmtpCard({ canUpdate }: { canUpdate: boolean }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['admin', 'smtp'],
    queryFn: () => api.get('/admin/smtp', { schema: smtpSettingsResponseSchema }),
  });
  const [form, setForm] = useState({ host: '', port: 587, tls_mode: 'starttls', username: '', sender: '' });
  const [password, setPassword] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => {
    if (data)
      setForm({
        host: data.host,
        port: data.port,
        tls_mode: data.tls_mode,
        username: data.username ?? '',
        sender: data.sender,
      });
  }, [data]);
  const save = useMutation({
    mutationFn: () =>
      api.put('/admin/smtp', {
        body: { ...form, username: form.username || null, password: password === '' ? null : password },
        schema: smtpSettingsResponseSchema,
      }),
    onSuccess: (saved) => {
      setPassword('');
      queryClient.setQueryData(['admin', 'smtp'], saved);
      notifySuccess('SMTP settings saved.');
    },
    onError,
  });
  const test = useMutation({
    mutationFn: () => api.post('/admin/smtp/test', { body: { to }, schema: messageResponseSchema }),
    onSuccess: (r) => notifySuccess(r.message),
    onError,
  });
  if (!data) return null;
  const set = (k: keyof typeof form) => (v: string | number) => setForm((f) => ({ ...f, [k]: v }));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>E-mail (SMTP)</Title>
        <Text size="sm" c="dimmed">
          Payslips are e-mailed through this server. The password is stored encrypted.
        </Text>
        <Group grow>
          <TextInput label="Host" value={form.host} onChange={(e) => set('host')(e.currentTarget.value)} />
          <NumberInput
            label="Port"
            value={form.port}
            min={1}
            max={65535}
            onChange={(v) => set('port')(Number(v))}
          />
        </Group>
        <Select
          label="TLS"
          value={form.tls_mode}
          data={SMTP_TLS_MODES.map((m) => ({ value: m, label: TLS_LABELS[m] }))}
          onChange={(v) => set('tls_mode')(v ?? 'starttls')}
          allowDeselect={false}
        />
        <Group grow>
          <TextInput
            label="User"
            value={form.username}
            onChange={(e) => set('username')(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            value={password}
            placeholder={data.password_set ? 'Stored; leave empty to keep' : ''}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label="Sender address"
          value={form.sender}
          onChange={(e) => set('sender')(e.currentTarget.value)}
        />
        <Group>
          <Button disabled={!canUpdate} loading={save.isPending} onClick={() => save.mutate()}>
            Save SMTP settings
          </Button>
        </Group>
        <Group align="end">
          <TextInput
            label="Send a test to"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            disabled={!canUpdate || !data.configured || to === ''}
            loading={test.isPending}
            onClick={() => test.mutate()}
          >
            Send test e-mail
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
