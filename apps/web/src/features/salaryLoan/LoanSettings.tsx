/**
 * The company's cut-off for new SSS and Pag-IBIG loans of semi-monthly employees (issue 23; default
 * the second cut-off). Loans already made keep theirs.
 */
import { Group, Select, Text } from '@mantine/core';
import { LOAN_CUT_OFF_LABELS, LOAN_CUT_OFFS, type LoanCutOffChoice } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dropdownQuery, toOptions } from '../dropdownRecords/api';
import { loanSettingsQuery, useSaveLoanSettings } from './api';
import { LOAN_TEXT } from './texts';

const OPTIONS = LOAN_CUT_OFFS.map((value) => ({ value, label: LOAN_CUT_OFF_LABELS[value] }));

export function LoanSettings({ canUpdate }: { canUpdate: boolean }) {
  const companies = useQuery({ ...dropdownQuery('company'), select: toOptions }).data ?? [];
  const [companyId, setCompanyId] = useState<string | null>(null);
  const chosen = companyId ?? companies[0]?.value ?? null;
  const settings = useQuery({ ...loanSettingsQuery(Number(chosen)), enabled: chosen !== null });
  const save = useSaveLoanSettings();
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Text size="sm" fw={600}>
        {LOAN_TEXT.agencyCutOff}
      </Text>
      <Select
        aria-label={LOAN_TEXT.company}
        data={companies}
        value={chosen}
        onChange={setCompanyId}
        size="xs"
        w={220}
      />
      <Select
        aria-label={LOAN_TEXT.agencyCutOff}
        data={OPTIONS}
        value={settings.data?.agency_loan_cut_off ?? null}
        disabled={!canUpdate || chosen === null || save.isPending}
        onChange={(v) =>
          v &&
          chosen &&
          save.mutate({ company_id: Number(chosen), agency_loan_cut_off: v as LoanCutOffChoice })
        }
        size="xs"
        w={200}
      />
    </Group>
  );
}
