/**
 * Employee profile (/employees/:id, spec 2 "Employee profile"): the header (Back to /employees, the
 * full name in upper case or 'New Employee', View History), the profile card on the left and five
 * accordion sections on the right, one open at a time, Personal Information open by default;
 * clicking the open one closes it. The route's ModuleGuard shows 'Loading...' until the
 * employee_management permission is known, and the no-access view without view permission.
 */
import { Accordion, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { EMPLOYEE_MSG, employeeHeading, OPENING_BALANCE_TEXT, YEAR_END_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LoadingText } from '../../app/ModuleGuard';
import { UI_TEXT } from '../../components';
import { LeaveCreditsSection } from '../applications/LeaveCreditsSection';
import { profileQuery } from './api';
import { ExportDataButton } from './ExportDataButton';
import { HistoryModal } from './history/HistoryModal';
import { OpeningBalanceSection } from './openingBalances/OpeningBalanceSection';
import { ProfileCard } from './ProfileCard';
import { DocumentsSection } from './sections/DocumentsSection';
import { EducationSection } from './sections/EducationSection';
import { EmergencyContactsSection } from './sections/EmergencyContactsSection';
import { EmploymentDetailsSection } from './sections/EmploymentDetailsSection';
import { PersonalInfoSection } from './sections/PersonalInfoSection';
import { PreviousEmployerSection } from './sections/PreviousEmployerSection';
import { WorkRegionSection } from './sections/WorkRegionSection';
import { WorkWeekSection } from './sections/WorkWeekSection';
import { EMPLOYEES_TEXT } from './texts';

export type ProfileSection =
  | 'personal'
  | 'employment'
  | 'previousEmployer'
  | 'openingBalances'
  | 'education'
  | 'contacts'
  | 'documents'
  | 'credits';
const PROFILE_SECTIONS: readonly string[] = [
  'personal',
  'employment',
  'previousEmployer',
  'openingBalances',
  'education',
  'contacts',
  'documents',
  'credits',
];

/** `?section=employment` opens that section (links from other screens, e.g. Compliance warnings). */
export function profileSectionOf(param: string | null): ProfileSection {
  return param && PROFILE_SECTIONS.includes(param) ? (param as ProfileSection) : 'personal';
}

export function parseEmployeeId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function EmployeeProfilePage() {
  const employeeId = parseEmployeeId(useParams().id);
  if (employeeId === null) return <NotFound />;
  return <EmployeeProfile key={employeeId} employeeId={employeeId} />;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" align="flex-start">
      <Button variant="default" onClick={() => navigate('/employees')}>
        {EMPLOYEES_TEXT.back}
      </Button>
      <Text>{EMPLOYEE_MSG.notFound}</Text>
    </Stack>
  );
}

function EmployeeProfile({ employeeId }: { employeeId: number }) {
  const navigate = useNavigate();
  const profile = useQuery(profileQuery(employeeId));
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState<ProfileSection | null>(() =>
    profileSectionOf(searchParams.get('section')),
  );
  const [historyOpen, setHistoryOpen] = useState(false);

  if (profile.isPending) return <LoadingText />;
  if (profile.isError || !profile.data) {
    return profile.error instanceof ApiError && profile.error.status === 404 ? (
      <NotFound />
    ) : (
      <Text c="dimmed">{UI_TEXT.unknownError}</Text>
    );
  }

  const sections: Array<{ value: ProfileSection; title: string; content: ReactNode }> = [
    {
      value: 'personal',
      title: EMPLOYEES_TEXT.sections.personal,
      content: <PersonalInfoSection employeeId={employeeId} />,
    },
    {
      value: 'employment',
      title: EMPLOYEES_TEXT.sections.employment,
      content: (
        <>
          <EmploymentDetailsSection employeeId={employeeId} />
          <WorkRegionSection employeeId={employeeId} />
          <WorkWeekSection employeeId={employeeId} />
        </>
      ),
    },
    {
      value: 'previousEmployer',
      title: YEAR_END_TEXT.previousTitle,
      content: <PreviousEmployerSection employeeId={employeeId} />,
    },
    {
      value: 'openingBalances',
      title: OPENING_BALANCE_TEXT.title,
      content: <OpeningBalanceSection employeeId={employeeId} />,
    },
    {
      value: 'education',
      title: EMPLOYEES_TEXT.sections.education,
      content: <EducationSection employeeId={employeeId} />,
    },
    {
      value: 'contacts',
      title: EMPLOYEES_TEXT.sections.contacts,
      content: <EmergencyContactsSection employeeId={employeeId} />,
    },
    {
      value: 'documents',
      title: EMPLOYEES_TEXT.sections.documents,
      content: <DocumentsSection employeeId={employeeId} />,
    },
    { value: 'credits', title: 'Leave Credits', content: <LeaveCreditsSection employeeId={employeeId} /> },
  ];

  return (
    <Stack gap="md">
      {/* On a phone the heading takes its own line and the buttons keep their whole labels. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="default" onClick={() => navigate('/employees')} style={{ flex: 'none' }}>
          {EMPLOYEES_TEXT.back}
        </Button>
        <Title
          order={2}
          ta="center"
          data-testid="employee-heading"
          style={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {employeeHeading(profile.data.full_name)}
        </Title>
        <Group gap="xs" style={{ flex: 'none' }}>
          <ExportDataButton employeeId={employeeId} />
          <Button variant="light" onClick={() => setHistoryOpen(true)} style={{ flex: 'none' }}>
            {EMPLOYEES_TEXT.viewHistory}
          </Button>
        </Group>
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ProfileCard employeeId={employeeId} profile={profile.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {/* Single mode: one section open at a time; clicking the open one closes it. */}
          <Accordion
            value={open}
            onChange={(value) => setOpen(value as ProfileSection | null)}
            variant="separated"
            keepMounted
          >
            {sections.map((section) => (
              <Accordion.Item key={section.value} value={section.value}>
                <Accordion.Control>{section.title}</Accordion.Control>
                <Accordion.Panel>{section.content}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Grid.Col>
      </Grid>
      <HistoryModal employeeId={employeeId} opened={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Stack>
  );
}
