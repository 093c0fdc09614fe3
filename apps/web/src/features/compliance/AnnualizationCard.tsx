/**
 * Annualized withholding of a year (issue 17 section 2) on the Compliance screen: every employee paid
 * in the year with taxable compensation, annual tax due, tax withheld, the adjustment left (positive
 * to withhold, negative to refund; 0 once the December payroll applied it) and substituted filing.
 * Figures are the server's (the engine's annual table).
 */
import { Badge, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { type AnnualizationRow, annualizationSchema, BEFORE_SAHOD, YEAR_END_TEXT } from '@sahod/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { DataTable } from '../../components/DataTable';
import { CardFrame } from './CardFrame';
import { beforeSahodCell, OpeningWarnings } from './OpeningNotices';
import { money } from './OutputCard';

export function annualizationQuery(companyId: string, year: string) {
  return queryOptions({
    queryKey: ['compliance', 'annualization', companyId, year],
    queryFn: () =>
      api.get('/compliance/annualization', {
        query: { company_id: companyId, period: year },
        schema: annualizationSchema,
        quiet: true,
      }),
    enabled: companyId !== '' && /^\d{4}$/.test(year),
    retry: false,
  });
}

const LABELS: Partial<Record<keyof AnnualizationRow, string>> = {
  employee_code: 'Employee ID',
  name: 'Name',
  taxable_compensation: 'Taxable Compensation',
  tax_due: 'Tax Due',
  withheld: 'Withheld',
  adjustment: 'Adjustment',
  substituted_filing: 'Substituted Filing',
  before_sahod: BEFORE_SAHOD,
};

export function AnnualizationCard({ companyId, period }: { companyId: string; period: string }) {
  const [year, setYear] = useState(period.slice(0, 4));
  const [preview, setPreview] = useState(false);
  const query = useQuery(annualizationQuery(companyId, year));
  const data = query.data;
  return (
    <CardFrame
      testId="compliance-card-annualization"
      title={YEAR_END_TEXT.cardTitle}
      headerAlign="flex-end"
      aside={
        <TextInput
          size="xs"
          label="Year"
          value={year}
          maxLength={4}
          w={90}
          onChange={(e) => setYear(e.currentTarget.value.trim())}
          data-testid="annualization-year"
        />
      }
      error={query.error}
    >
      {data ? (
        <>
          <Text size="sm">
            Employees: {data.rows.length} · Tax Due: {money(data.totals.tax_due)} · Withheld:{' '}
            {money(data.totals.withheld)} · Adjustment: {money(data.totals.adjustment)} · Substituted Filing:{' '}
            {data.totals.substituted_filing}
          </Text>
          <OpeningWarnings rows={data.rows} />
          <Group>
            <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
              Preview
            </Button>
          </Group>
          {preview ? (
            <DataTable<AnnualizationRow>
              data={data.rows}
              label={YEAR_END_TEXT.cardTitle}
              columns={[
                'employee_code',
                'name',
                'before_sahod',
                'taxable_compensation',
                'tax_due',
                'withheld',
                'adjustment',
                'substituted_filing',
              ]}
              columnLabels={LABELS}
              getRowId={(row) => String(row.employee_id)}
              renderCell={{
                before_sahod: (row) =>
                  beforeSahodCell(
                    row.before_sahod && [
                      ['', row.before_sahod.taxable_compensation],
                      ['withheld', row.before_sahod.withheld],
                    ],
                  ),
                taxable_compensation: (row) => money(row.taxable_compensation),
                tax_due: (row) => money(row.tax_due),
                withheld: (row) => money(row.withheld),
                adjustment: (row) => money(row.adjustment),
                substituted_filing: (row) =>
                  row.substituted_filing ? (
                    <Badge color="green">Yes</Badge>
                  ) : (
                    <Tooltip label={row.substituted_filing_reason ?? ''} multiline w={260}>
                      <Badge color="gray">No</Badge>
                    </Tooltip>
                  ),
              }}
              pageSize={10}
            />
          ) : null}
        </>
      ) : null}
    </CardFrame>
  );
}
