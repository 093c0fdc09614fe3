/**
 * Reports > Compliance (issues 16 and 17): a company and a month (kept in the address), the card of
 * each monthly output, the bank cards, the year-end cards (13th month, annualization, 2316,
 * alphalist), the generated files, separated employees, and the company's Employer Details.
 * Every card with pay figures needs payroll view as well (issue 20): a role without it sees the
 * generated files, the separated employees (Certificate of Employment, no final pay) and the
 * Employer Details only.
 */
import { Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../app/permissions';
import { dropdownQuery } from '../dropdownRecords/api';
import { toSelectOptions } from '../employees/forms/options';
import { AlphalistCard } from './AlphalistCard';
import { AnnualizationCard } from './AnnualizationCard';
import { BankCards } from './BankCard';
import { Bir2316Card } from './Bir2316Card';
import { EmployerDetailsForm } from './EmployerDetailsForm';
import { GeneratedFiles } from './GeneratedFiles';
import { OutputCard } from './OutputCard';
import { latestMonthQuery, MONTHLY_OUTPUTS } from './outputsApi';
import { PayCalendarForm } from './PayCalendarForm';
import { SeparatedCard } from './SeparatedCard';
import { ThirteenthCard } from './ThirteenthCard';
import { COMPLIANCE_TEXT, OUTPUT_TEXT } from './texts';

const lastMonth = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

export function CompliancePage() {
  // The company and the month are the page's own state (each changed on its own, so a month typed
  // right after choosing the company never puts back the previous render's empty company), copied
  // to the address so that a link or a reload opens the same company and month.
  const [params, setParams] = useSearchParams();
  const [companyId, setCompanyId] = useState(params.get('company_id') ?? '');
  const [chosenPeriod, setPeriod] = useState(params.get('period') ?? lastMonth());
  // Until a month is typed or linked, the page opens on the company's latest month with processed
  // payroll (issue 22 section 2), not on an empty one.
  const [monthChosen, setMonthChosen] = useState(params.has('period'));
  const latest = useQuery(latestMonthQuery(companyId, !monthChosen));
  const period = monthChosen ? chosenPeriod : (latest.data?.period ?? chosenPeriod);
  const ready = monthChosen || !latest.isPending;
  useEffect(() => {
    if (!ready) return;
    const next = new URLSearchParams(companyId ? { company_id: companyId, period } : {});
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [ready, companyId, period, params, setParams]);
  const seesPay = usePermission('payroll').view;
  const companies = useQuery(dropdownQuery('company'));
  const options = useMemo(() => toSelectOptions(companies.data), [companies.data]);
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>{COMPLIANCE_TEXT.title}</Title>
      <Text size="sm" c="dimmed">
        {COMPLIANCE_TEXT.intro}
      </Text>
      <Group align="flex-end">
        <Select
          label={COMPLIANCE_TEXT.company}
          data={options}
          value={companyId || null}
          onChange={(value) => setCompanyId(value ?? '')}
          searchable
          maw={400}
          data-testid="compliance-company"
        />
        <TextInput
          type="month"
          label={OUTPUT_TEXT.month}
          value={period}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (/^\d{4}-\d{2}$/.test(value)) {
              setMonthChosen(true);
              setPeriod(value);
            }
          }}
          data-testid="compliance-month"
        />
      </Group>
      {companyId && ready ? (
        <>
          {seesPay ? (
            <>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {MONTHLY_OUTPUTS.map((output) => (
                  <OutputCard key={output} output={output} companyId={companyId} period={period} />
                ))}
              </SimpleGrid>
              <BankCards companyId={companyId} period={period} />
              <ThirteenthCard key={period.slice(0, 4)} companyId={companyId} year={period.slice(0, 4)} />
              <Bir2316Card companyId={companyId} year={period.slice(0, 4)} />
              <AlphalistCard companyId={companyId} year={period.slice(0, 4)} />
              <AnnualizationCard companyId={companyId} period={period} />
            </>
          ) : (
            <Text size="sm" c="dimmed" data-testid="compliance-pay-hidden">
              {COMPLIANCE_TEXT.payNeedsPayroll}
            </Text>
          )}
          <GeneratedFiles companyId={companyId} />
          <SeparatedCard companyId={companyId} seesPay={seesPay} />
        </>
      ) : null}
      <EmployerDetailsForm companyId={companyId} />
      <PayCalendarForm companyId={companyId} month={period} />
    </Stack>
  );
}
