/** The bank payroll credit file of one processed payroll: preview and download (issue 16). */
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { DownloadControls } from './DownloadControls';
import { money } from './OutputCard';
import { OutputNotices } from './OutputNotices';
import { BANK_CHOICES, bankQuery, downloadBank } from './outputsApi';
import { OUTPUT_TEXT } from './texts';

export function BankCard({ companyId }: { companyId: string }) {
  const [params, setParams] = useState({ bank: '', start_date: '', end_date: '' });
  const [options, setOptions] = useState({
    credit_date: '',
    company_code: '',
    funding_account: '',
    batch_no: '',
  });
  const [preview, setPreview] = useState(false);
  const query = useQuery(bankQuery(companyId, params));
  const data = query.data;
  const option = (key: keyof typeof options, label: string, type = 'text') => (
    <TextInput
      size="xs"
      type={type}
      label={label}
      value={options[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setOptions((o) => ({ ...o, [key]: value }));
      }}
    />
  );
  return (
    <Card withBorder padding="md" data-testid="compliance-card-bank">
      <Stack gap="xs">
        <Title order={4}>{OUTPUT_TEXT.bankTitle}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            size="xs"
            label={OUTPUT_TEXT.bank}
            data={BANK_CHOICES.map((b) => ({ ...b }))}
            value={params.bank || null}
            onChange={(value) => setParams((p) => ({ ...p, bank: value ?? '' }))}
          />
          <TextInput
            size="xs"
            type="date"
            label={OUTPUT_TEXT.startDate}
            value={params.start_date}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setParams((p) => ({ ...p, start_date: value }));
            }}
          />
          <TextInput
            size="xs"
            type="date"
            label={OUTPUT_TEXT.endDate}
            value={params.end_date}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setParams((p) => ({ ...p, end_date: value }));
            }}
          />
        </SimpleGrid>
        {query.isError ? (
          <Text size="sm" c="dimmed">
            {(query.error as Error).message}
          </Text>
        ) : null}
        {data ? (
          <>
            <Text size="sm">
              {OUTPUT_TEXT.employees}: {data.rows.length} ·{' '}
              {Object.entries(data.totals)
                .map(([k, v]) => `${k}: ${k === 'amount' ? money(v) : String(v)}`)
                .join(' · ')}
            </Text>
            <OutputNotices notice={data.notice} warnings={data.warnings} />
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {option('credit_date', OUTPUT_TEXT.creditDate, 'date')}
              {option('company_code', OUTPUT_TEXT.companyCode)}
              {option('funding_account', OUTPUT_TEXT.fundingAccount)}
              {option('batch_no', OUTPUT_TEXT.batchNo)}
            </SimpleGrid>
            <Group>
              <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
                {OUTPUT_TEXT.preview}
              </Button>
              <DownloadControls
                companyId={companyId}
                warnings={data.warnings.length}
                download={(omit) => downloadBank(companyId, params, options, omit)}
              />
            </Group>
            {preview ? <DataTable data={data.rows} label={OUTPUT_TEXT.bankTitle} pageSize={10} /> : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
