/** The '1604-C alphalist' card (issue 17 section 3): the 1604-C summary per month and the DAT download. */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { formatPesos } from '@sahod/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components/DataTable';
import { alphalistQuery, downloadAlphalist } from './bir2316Api';
import { CardFrame, DueBadge } from './CardFrame';
import { OpeningWarnings } from './OpeningNotices';
import { OutputNotices } from './OutputNotices';
import { OUTPUT_TEXT } from './texts';
import { YearEndJob } from './YearEndJob';
import { YEAR_END_TEXT } from './yearEndTexts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function AlphalistCard({ companyId, year }: { companyId: string; year: string }) {
  const query = useQuery(alphalistQuery(companyId, year));
  const { create } = usePermission();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = query.data;
  return (
    <CardFrame
      testId="compliance-card-alphalist"
      title={
        <>
          {YEAR_END_TEXT.alphalistTitle} {year}
        </>
      }
      aside={data ? <DueBadge status={data.due_status} /> : null}
      error={query.error}
    >
      {data ? (
        <>
          <Text size="sm">
            {OUTPUT_TEXT.dueDate}: {data.due_date} ·{' '}
            {YEAR_END_TEXT.schedules(
              data.rows.filter((r) => r.schedule === 1).length,
              data.rows.filter((r) => r.schedule === 2).length,
            )}{' '}
            · Taxes withheld: {formatPesos(data.summary.totals.taxes_withheld ?? 0)}
          </Text>
          <OutputNotices notice={null} warnings={data.warnings} />
          <OpeningWarnings
            rows={data.rows.map((r) => ({ name: `${r.last_name}, ${r.first_name}`, warning: r.warning }))}
          />
          {data.failures.length > 0 ? (
            <Alert color="red" p="xs" title={YEAR_END_TEXT.failures(data.failures.length)}>
              <List size="xs">
                {data.failures.slice(0, 10).map((f) => (
                  <List.Item key={`${f.rule}-${f.employee_id}-${f.message}`}>
                    {f.rule}: {f.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group>
            <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
              {OUTPUT_TEXT.preview}
            </Button>
            {!create && (
              <Button
                size="xs"
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    if (await downloadAlphalist(companyId, year))
                      await queryClient.invalidateQueries({ queryKey: ['compliance', 'files', companyId] });
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {YEAR_END_TEXT.downloadDat}
              </Button>
            )}
          </Group>
          {/* Issue 28: the DAT file as a job (progress, the file waits on the job). */}
          {create && (
            <YearEndJob
              kind="alphalist"
              companyId={companyId}
              year={year}
              label={YEAR_END_TEXT.downloadDat}
            />
          )}
          {preview ? (
            <DataTable
              data={data.summary.months.map((m) => ({
                month: MONTHS[m.month - 1] ?? String(m.month),
                taxes_withheld: formatPesos(m.taxes_withheld),
                adjustment: formatPesos(m.adjustment),
                penalties: formatPesos(m.penalties),
                total_remitted: formatPesos(m.total_remitted),
              }))}
              columnLabels={{
                month: YEAR_END_TEXT.month,
                taxes_withheld: 'Taxes Withheld',
                adjustment: 'Adjustment',
                penalties: 'Penalties',
                total_remitted: 'Total Remitted',
              }}
              label={YEAR_END_TEXT.alphalistTitle}
              pageSize={12}
            />
          ) : null}
        </>
      ) : null}
    </CardFrame>
  );
}
