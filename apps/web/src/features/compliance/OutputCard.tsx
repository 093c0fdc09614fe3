/**
 * One monthly output's card: due date badge, the 12-month strip, employees, totals, warnings,
 * Preview (the rows with a totals row), Download (the agency file) and the Excel / PDF reports.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { BIR1601C_LABELS, type Bir1601cItem } from '@sahod/compliance';
import { formatPesos } from '@sahod/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { DownloadControls } from './DownloadControls';
import { MonthStrip } from './MonthStrip';
import { OutputNotices } from './OutputNotices';
import { downloadOutput, type MonthlyOutputKey, outputQuery } from './outputsApi';
import { OUTPUT_TEXT, TOTAL_LABELS, totalLabel } from './texts';

/** A total as people read it: pesos in the one money format, anything else as it is. */
export const money = (v: unknown) => (typeof v === 'number' ? formatPesos(v) : String(v));

/** A 1601-C item as the form reads: 'Item 25 Total taxes withheld'. */
export const itemLabel = (item: string) =>
  `${OUTPUT_TEXT.item} ${item} ${BIR1601C_LABELS[Number(item) as Bir1601cItem] ?? ''}`.trim();

/** The preview's totals row: each total in pesos under its column. */
export const totalsRow = (totals: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, money(v)]));

function dueBadge(status: { days: number; overdue: boolean } | null) {
  if (!status) return null;
  if (status.overdue) return <Badge color="red">{OUTPUT_TEXT.overdue}</Badge>;
  return <Badge color={status.days <= 5 ? 'orange' : 'blue'}>{OUTPUT_TEXT.dueIn(status.days)}</Badge>;
}

export function OutputCard({
  output,
  companyId,
  period,
}: {
  output: MonthlyOutputKey;
  companyId: string;
  period: string;
}) {
  const query = useQuery(outputQuery(output, companyId, period));
  const [preview, setPreview] = useState(false);
  const data = query.data;
  const title = OUTPUT_TEXT.titles[output];
  const totals = data ? (output === 'bir1601c' ? (data.items ?? {}) : data.totals) : {};
  const queryClient = useQueryClient();
  const report = async (format: 'xlsx' | 'pdf') => {
    if (await downloadOutput(output, companyId, period, false, format))
      await queryClient.invalidateQueries({ queryKey: ['compliance', 'files', companyId] });
  };
  return (
    <Card withBorder padding="md" data-testid={`compliance-card-${output}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          {data ? dueBadge(data.due_status) : null}
        </Group>
        <MonthStrip companyId={companyId} output={output} period={period} />
        {query.isError ? (
          <Text size="sm" c="dimmed">
            {(query.error as Error).message}
          </Text>
        ) : null}
        {data ? (
          <>
            <Text size="sm">
              {OUTPUT_TEXT.dueDate}: {data.due_date ?? '—'} · {OUTPUT_TEXT.employees}: {data.rows.length}
            </Text>
            <Text size="sm">
              {Object.entries(totals)
                .filter(([k]) => k !== 'employees')
                .map(([k, v]) => `${output === 'bir1601c' ? itemLabel(k) : totalLabel(k)}: ${money(v)}`)
                .join(' · ')}
            </Text>
            <OutputNotices notice={data.notice} warnings={data.warnings} />
            <Group>
              <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
                {OUTPUT_TEXT.preview}
              </Button>
              {output !== 'bir1601c' ? (
                <DownloadControls
                  companyId={companyId}
                  warnings={data.warnings.length}
                  download={(omit) => downloadOutput(output, companyId, period, omit)}
                />
              ) : null}
              <Button variant="light" size="xs" onClick={() => report('xlsx')}>
                {OUTPUT_TEXT.excel}
              </Button>
              <Button variant="light" size="xs" onClick={() => report('pdf')}>
                {OUTPUT_TEXT.pdf}
              </Button>
            </Group>
            {preview ? (
              <DataTable
                data={
                  output === 'bir1601c'
                    ? Object.entries(data.items ?? {}).map(([item, amount]) => ({
                        item,
                        description: BIR1601C_LABELS[Number(item) as Bir1601cItem] ?? '',
                        amount,
                      }))
                    : data.rows
                }
                label={title}
                pageSize={10}
                columnLabels={output === 'bir1601c' ? undefined : TOTAL_LABELS}
                totals={
                  output === 'bir1601c'
                    ? { item: '27', amount: money(data.items?.['27'] ?? 0) }
                    : totalsRow(data.totals)
                }
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
