/**
 * Admin Panel (spec 2 "Settings and admin", 4 "Maintenance"): revoke all tokens, timed maintenance,
 * maintenance on/off and the status text, refreshed by polling. Every control needs update on
 * 'admin'; the server enforces it as well.
 */
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { MAINTENANCE_MAX_MINUTES, maintenanceStartSchema } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { SHELL_TEXT } from '../../app/texts';
import { useSetUat, useUat } from '../../app/uat';
import { useAppModals, useConfirm } from '../../components';
import { useRevokeAllTokens, useStartTimedMaintenance, useToggleMaintenance } from './api';
import { BackupCard } from './BackupCard';
import { DEFAULT_MAINTENANCE_MINUTES, maintenanceStatusQuery, maintenanceStatusText } from './maintenance';
import { SmtpCard } from './SmtpCard';
import { TwoFactorWarning } from './TwoFactorWarning';
import { ADMIN_TEXT } from './texts';

const messageSchema = maintenanceStartSchema.shape.message;

/** The UAT mark (issue 22 section 4): the UAT badge and the DEV/UAT tools show only while it is on. */
function UatCard({ canUpdate }: { canUpdate: boolean }) {
  const uat = useUat();
  const setUat = useSetUat();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={4}>{ADMIN_TEXT.uatTitle}</Title>
        <Text size="sm" c="dimmed">
          {ADMIN_TEXT.uatHint}
        </Text>
        <Switch
          label={ADMIN_TEXT.uatSwitch}
          checked={uat}
          disabled={!canUpdate || setUat.isPending}
          onChange={(e) => setUat.mutate(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}

function StatusCard() {
  const { data } = useQuery(maintenanceStatusQuery);
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {ADMIN_TEXT.statusTitle}
      </Text>
      <Text fw={600} data-testid="maintenance-status">
        {data ? maintenanceStatusText(data) : SHELL_TEXT.none}
      </Text>
      {data && !data.active && data.remaining > 0 && data.message && (
        <Text size="sm">{ADMIN_TEXT.messageLine(data.message)}</Text>
      )}
    </Paper>
  );
}

function TurnOnForm({ onSubmit, onCancel }: { onSubmit: (message: string) => void; onCancel: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = messageSchema.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onSubmit(parsed.data);
  };
  return (
    <Stack gap="md">
      <Text size="sm">{ADMIN_TEXT.turnOnConfirm}</Text>
      <TextInput
        label={ADMIN_TEXT.message}
        required
        value={message}
        error={error}
        onChange={(event) => setMessage(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {SHELL_TEXT.cancel}
        </Button>
        <Button color="red" onClick={submit}>
          {ADMIN_TEXT.turnOn}
        </Button>
      </Group>
    </Stack>
  );
}

export function AdminPanel() {
  const { update: canUpdate } = usePermission();
  const confirm = useConfirm();
  const { openModal, closeModal } = useAppModals();
  const status = useQuery(maintenanceStatusQuery).data;
  const revoke = useRevokeAllTokens();
  const start = useStartTimedMaintenance();
  const toggle = useToggleMaintenance();

  const [message, setMessage] = useState('');
  const [minutes, setMinutes] = useState<number | string>(DEFAULT_MAINTENANCE_MINUTES);
  const [startErrors, setStartErrors] = useState<{ message?: string; minutes?: string }>({});

  const revokeAll = async () => {
    if (await confirm({ message: ADMIN_TEXT.revokeConfirm, danger: true })) revoke.mutate();
  };

  const startTimed = async () => {
    const parsed = maintenanceStartSchema.safeParse({ message, minutes: Number(minutes) });
    if (!parsed.success) {
      const errors: { message?: string; minutes?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'message' || field === 'minutes') && !errors[field]) errors[field] = issue.message;
      }
      setStartErrors(errors);
      return;
    }
    setStartErrors({});
    if (await confirm({ message: ADMIN_TEXT.startConfirm(parsed.data.minutes) })) {
      start.mutate(parsed.data, { onSuccess: () => setMessage('') });
    }
  };

  const toggleMaintenance = async () => {
    if (status?.active) {
      if (await confirm({ message: ADMIN_TEXT.turnOffConfirm }))
        toggle.mutate({ active: false, message: '' });
      return;
    }
    const modalId = 'maintenance-turn-on';
    openModal({
      modalId,
      title: ADMIN_TEXT.turnOnTitle,
      centered: true,
      children: (
        <TurnOnForm
          onCancel={() => closeModal(modalId)}
          onSubmit={(text) => {
            closeModal(modalId);
            toggle.mutate({ active: true, message: text });
          }}
        />
      ),
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>{ADMIN_TEXT.title}</Title>
      {!canUpdate && <Alert color="yellow">{ADMIN_TEXT.noUpdatePermission}</Alert>}
      <StatusCard />
      <UatCard canUpdate={canUpdate} />
      <TwoFactorWarning />
      <BackupCard />
      <SmtpCard canUpdate={canUpdate} />

      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={4}>{ADMIN_TEXT.tokensTitle}</Title>
          <Text size="sm" c="dimmed">
            {ADMIN_TEXT.tokensHint}
          </Text>
          <Group>
            <Button color="red" onClick={revokeAll} disabled={!canUpdate} loading={revoke.isPending}>
              {ADMIN_TEXT.revokeAll}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={4}>{ADMIN_TEXT.timedTitle}</Title>
          <Text size="sm" c="dimmed">
            {ADMIN_TEXT.timedHint}
          </Text>
          <Textarea
            label={ADMIN_TEXT.message}
            required
            rows={3}
            value={message}
            error={startErrors.message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            disabled={!canUpdate}
          />
          <NumberInput
            label={ADMIN_TEXT.minutes}
            required
            min={1}
            max={MAINTENANCE_MAX_MINUTES}
            allowDecimal={false}
            value={minutes}
            error={startErrors.minutes}
            onChange={setMinutes}
            disabled={!canUpdate}
            maw={200}
          />
          <Group>
            <Button onClick={startTimed} disabled={!canUpdate} loading={start.isPending}>
              {ADMIN_TEXT.startTimed}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={4}>{ADMIN_TEXT.toggleTitle}</Title>
          <Text size="sm" c="dimmed">
            {ADMIN_TEXT.toggleHint}
          </Text>
          <Group>
            <Button
              variant="outline"
              onClick={toggleMaintenance}
              disabled={!canUpdate || !status}
              loading={toggle.isPending}
            >
              {ADMIN_TEXT.toggle}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
