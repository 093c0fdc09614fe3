/**
 * Bank payroll credit files (issue 16 section 3): one card per bank in use at the company, for a
 * processed payroll ending in the chosen month: preview (rows and totals), the 12-month strip and
 * a download dialog pre-filled with the company code and funding account last used for the bank.
 */
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { RecordFormModal } from '../../components/RecordFormModal';
import { MonthStrip } from './MonthStrip';
import { money, totalsRow } from './OutputCard';
import { OutputNotices } from './OutputNotices';
import { BANK_CHOICES, type BanksInUse, bankQuery, banksQuery, downloadBank } from './outputsApi';
import { OUTPUT_TEXT, totalLabel } from './texts';

const bankName = (bank: string) => BANK_CHOICES.find((b) => b.value === bank)?.label ?? bank;
const payrollLabel = (p: { start_date: string; end_date: string }) => `${p.start_date} to ${p.end_date}`;

export function BankCards({ companyId, period }: { companyId: string; period: string }) {
  const query = useQuery(banksQuery(companyId, period));
  const data = query.data;
  if (!data) return null;
  if (data.banks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {OUTPUT_TEXT.noBanks}
      </Text>
    );
  return (
    <>
      {data.banks.map((b) => (
        <BankCard key={b.bank} companyId={companyId} period={period} bank={b} payrolls={data.payrolls} />
      ))}
    </>
  );
}

function BankCard({
  companyId,
  period,
  bank,
  payrolls,
}: {
  companyId: string;
  period: string;
  bank: BanksInUse['banks'][number];
  payrolls: BanksInUse['payrolls'];
}) {
  const queryClient = useQueryClient();
  const latest = payrolls.at(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = payrolls.find((p) => payrollLabel(p) === picked) ?? latest;
  const params = { bank: bank.bank, start_date: chosen?.start_date ?? '', end_date: chosen?.end_date ?? '' };
  const query = useQuery(bankQuery(companyId, params));
  const [preview, setPreview] = useState(false);
  const [dialog, setDialog] = useState(false);
  const data = query.data;
  const name = bankName(bank.bank);
  return (
    <Card withBorder padding="md" data-testid={`compliance-card-bank-${bank.bank}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>
            {OUTPUT_TEXT.bankTitle}: {name}
          </Title>
          <Text size="sm">
            {OUTPUT_TEXT.employees}: {bank.employees}
          </Text>
        </Group>
        <MonthStrip companyId={companyId} output={`bank:${bank.bank}`} period={period} />
        {payrolls.length === 0 ? (
          <Text size="sm" c="dimmed">
            {OUTPUT_TEXT.noPayroll}
          </Text>
        ) : (
          <Select
            size="xs"
            label={OUTPUT_TEXT.payroll}
            data={payrolls.map(payrollLabel)}
            value={chosen ? payrollLabel(chosen) : null}
            onChange={setPicked}
            allowDeselect={false}
            maw={320}
          />
        )}
        {query.isError ? (
          <Text size="sm" c="dimmed">
            {(query.error as Error).message}
          </Text>
        ) : null}
        {data && chosen ? (
          <>
            <Text size="sm">
              {OUTPUT_TEXT.employees}: {data.rows.length} ·{' '}
              {Object.entries(data.totals)
                .filter(([k]) => k !== 'count')
                .map(([k, v]) => `${totalLabel(k)}: ${k === 'amount' ? money(v) : String(v)}`)
                .join(' · ')}
            </Text>
            <OutputNotices notice={data.notice} warnings={data.warnings} />
            <Group>
              <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
                {OUTPUT_TEXT.preview}
              </Button>
              <Button size="xs" onClick={() => setDialog(true)}>
                {OUTPUT_TEXT.download}
              </Button>
            </Group>
            {preview ? (
              <DataTable
                data={data.rows}
                label={`${OUTPUT_TEXT.bankTitle}: ${name}`}
                pageSize={10}
                totals={totalsRow({ amount: data.totals.amount })}
              />
            ) : null}
            {dialog ? (
              <RecordFormModal
                opened
                onClose={() => setDialog(false)}
                mode="add"
                title={OUTPUT_TEXT.downloadTitle(name)}
                saveLabel={OUTPUT_TEXT.download}
                saveConfirmMessage={OUTPUT_TEXT.confirmDownload}
                record={{
                  credit_date: chosen.end_date,
                  company_code: data.bank_options?.company_code ?? bank.company_code ?? '',
                  funding_account: data.bank_options?.funding_account ?? bank.funding_account ?? '',
                  batch_no: '',
                  omit_missing: 'false',
                }}
                dateFields={['credit_date']}
                optionalFields={['company_code', 'funding_account', 'batch_no']}
                fieldLabels={{
                  credit_date: OUTPUT_TEXT.creditDate,
                  company_code: OUTPUT_TEXT.companyCode,
                  funding_account: OUTPUT_TEXT.fundingAccount,
                  batch_no: OUTPUT_TEXT.batchNo,
                  omit_missing: OUTPUT_TEXT.leaveOutField,
                }}
                selectFields={{
                  omit_missing: [
                    { value: 'false', label: OUTPUT_TEXT.no },
                    { value: 'true', label: OUTPUT_TEXT.yes },
                  ],
                }}
                onSave={async (values) => {
                  const text = Object.fromEntries(
                    Object.entries(values).map(([k, v]) => [
                      k,
                      v === null || v === undefined ? '' : String(v),
                    ]),
                  );
                  await downloadBank(companyId, params, text);
                  await queryClient.invalidateQueries({ queryKey: ['compliance', 'files', companyId] });
                  await queryClient.invalidateQueries({ queryKey: ['compliance', 'banks', companyId] });
                  await queryClient.invalidateQueries({ queryKey: ['compliance', 'bank', companyId] });
                }}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
