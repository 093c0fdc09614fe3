/**
 * The profile card (spec 2 "Employee profile"): photo, gender and age, employee code ('NO CODE
 * SAVED' when empty), company, department, designation, date hired, status, remaining leave
 * credits, and the User Account Information block.
 */
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EMPLOYEE_MSG, type EmployeeProfile } from '@sahod/shared';
import { AccountBlock } from './account/AccountBlock';
import { ProfilePhoto } from './photo/ProfilePhoto';
import { EMPLOYEES_TEXT } from './texts';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value || EMPLOYEES_TEXT.none}
      </Text>
    </Group>
  );
}

/** 'Male · 35 years old', either part left out when unknown. */
export function genderAndAge(profile: Pick<EmployeeProfile, 'gender' | 'age'>): string {
  const parts = [profile.gender, profile.age === null ? null : EMPLOYEES_TEXT.yearsOld(profile.age)];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

const credits = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

export function ProfileCard({ employeeId, profile }: { employeeId: number; profile: EmployeeProfile }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="profile-card">
      <Stack gap="sm">
        <ProfilePhoto employeeId={employeeId} />
        <Stack gap={2} align="center">
          <Title order={4} ta="center" data-testid="employee-code">
            {profile.employee_code || EMPLOYEE_MSG.noCode}
          </Title>
          <Text size="sm" c="dimmed" data-testid="gender-age">
            {genderAndAge(profile)}
          </Text>
        </Stack>
        <Divider />
        <Stack gap={4}>
          <Detail label={EMPLOYEES_TEXT.company} value={profile.company} />
          <Detail label={EMPLOYEES_TEXT.department} value={profile.department} />
          <Detail label={EMPLOYEES_TEXT.designation} value={profile.designation} />
          <Detail label={EMPLOYEES_TEXT.dateHired} value={profile.date_hired} />
          <Detail label={EMPLOYEES_TEXT.status} value={profile.status_descr} />
          <Detail label={EMPLOYEES_TEXT.leaveCredits} value={credits(profile.leave_credits)} />
        </Stack>
        <Divider />
        <AccountBlock employeeId={employeeId} />
      </Stack>
    </Paper>
  );
}
