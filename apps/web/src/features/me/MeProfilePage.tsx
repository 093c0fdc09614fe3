/**
 * My Sahod Profile (issue 24 section 2): the employee's own information, contacts and government
 * numbers, read-only; 'Request a change' sends HR a note (kept in the employee's history) and the
 * account's password can be changed here.
 */
import { Button, Card, Group, Modal, PasswordInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ME_TEXT, type MeProfile, passwordProblem } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meProfileQuery, useChangePassword, useChangeRequest } from './api';
import { MeFrame } from './MeFrame';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value && value.trim() !== '' ? value : '—'}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

function ChangeRequest() {
  const [opened, modal] = useDisclosure(false);
  const [note, setNote] = useState('');
  const send = useChangeRequest();
  return (
    <>
      <Button variant="light" onClick={modal.open}>
        {ME_TEXT.requestChange}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={ME_TEXT.requestChange} fullScreen={false}>
        <Stack>
          <Textarea
            label={ME_TEXT.requestChange}
            autosize
            minRows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Button
            loading={send.isPending}
            disabled={note.trim() === ''}
            onClick={() =>
              send.mutate(
                { note },
                {
                  onSuccess: () => {
                    setNote('');
                    modal.close();
                  },
                },
              )
            }
          >
            {ME_TEXT.requestChange}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

function ChangePassword() {
  const [opened, modal] = useDisclosure(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useChangePassword();
  const problem = next === '' ? null : passwordProblem(next);
  return (
    <>
      <Button variant="default" onClick={modal.open}>
        {ME_TEXT.changePassword}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={ME_TEXT.changePassword}>
        <Stack>
          <PasswordInput
            label="Current password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            autoComplete="current-password"
          />
          <PasswordInput
            label="New password"
            value={next}
            error={problem}
            onChange={(e) => setNext(e.currentTarget.value)}
            autoComplete="new-password"
          />
          <Button
            loading={change.isPending}
            disabled={current === '' || next === '' || problem !== null}
            onClick={() =>
              change.mutate(
                { current_password: current, new_password: next },
                {
                  onSuccess: () => {
                    setCurrent('');
                    setNext('');
                    modal.close();
                  },
                },
              )
            }
          >
            {ME_TEXT.changePassword}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

function Profile({ p }: { p: MeProfile }) {
  const name = [p.first_name, p.middle_name, p.last_name, p.suffix].filter(Boolean).join(' ');
  return (
    <Stack gap="md">
      <Section title="Personal Information">
        <Field label="Name" value={name} />
        <Field label="Employee ID" value={p.employee_code} />
        <Field label="Date of Birth" value={p.date_of_birth} />
        <Field label="Birthplace" value={p.birthplace} />
        <Field label="Civil Status" value={p.civil_status} />
        <Field label="Gender" value={p.gender} />
        <Field label="Address" value={p.address} />
      </Section>
      <Section title="Contacts">
        <Field label="Mobile Number" value={p.mobile_number} />
        <Field label="Email" value={p.email} />
        <Field label="Landline" value={p.landline} />
        {p.emergency_contacts.map((c) => (
          <Field
            key={`${c.contact_name}-${c.contact_number}`}
            label={`${c.contact_name} (${c.relationship})`}
            value={c.contact_number}
          />
        ))}
      </Section>
      <Section title="Employment">
        <Field label="Company" value={p.company} />
        <Field label="Department" value={p.department} />
        <Field label="Designation" value={p.designation} />
        <Field label="Date Hired" value={p.date_hired} />
      </Section>
      <Section title="Government Numbers">
        <Field label="TIN" value={p.tin} />
        <Field label="SSS" value={p.sss} />
        <Field label="PhilHealth" value={p.philhealth} />
        <Field label="Pag-IBIG" value={p.pagibig} />
      </Section>
      <Group>
        <ChangeRequest />
        <ChangePassword />
      </Group>
    </Stack>
  );
}

export function MeProfilePage() {
  const query = useQuery(meProfileQuery);
  return (
    <MeFrame title={ME_TEXT.profile} query={query}>
      {(p) => <Profile p={p} />}
    </MeFrame>
  );
}
