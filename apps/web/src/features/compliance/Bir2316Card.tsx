/** The 'BIR 2316' card (issue 17 section 3): preview of every certificate's key items, downloads with progress. */
import { Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { BEFORE_SAHOD, formatPesos } from '@sahod/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components/DataTable';
import { bir2316Query, downloadBir2316 } from './bir2316Api';
import { CardFrame, DueBadge } from './CardFrame';
import { beforeSahodCell, OpeningWarnings } from './OpeningNotices';
import { OUTPUT_TEXT } from './texts';
import { YearEndJob } from './YearEndJob';
import { YEAR_END_TEXT } from './yearEndTexts';

export function Bir2316Card({ companyId, year }: { companyId: string; year: string }) {
  const query = useQuery(bir2316Query(companyId, year));
  const { create } = usePermission();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState(false);
  const [employee, setEmployee] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const data = query.data;
  const rows = useMemo(
    () =>
      (data?.rows ?? []).map((r) => ({
        employee_id: r.employee_id,
        name: `${r.last_name}, ${r.first_name}`,
        tin: r.tin ?? '',
        period: `${r.period_from} to ${r.period_to}`,
        before_sahod: beforeSahodCell(
          r.before_sahod && [
            ['gross', r.before_sahod.gross_compensation],
            ['tax', r.before_sahod.tax_withheld],
          ],
        ),
        gross: formatPesos(r.items['19'] ?? 0),
        taxable: formatPesos(r.items['23'] ?? 0),
        tax_due: formatPesos(r.items['24'] ?? 0),
        withheld: formatPesos(r.items['26'] ?? 0),
        substituted_filing: r.substituted_filing ? 'Yes' : 'No',
        warning: r.warning,
      })),
    [data],
  );
  const download = async (format: 'pdf' | 'zip', employeeId: number | null) => {
    setProgress(0);
    try {
      if (await downloadBir2316(companyId, year, format, employeeId, setProgress))
        await queryClient.invalidateQueries({ queryKey: ['compliance', 'files', companyId] });
    } finally {
      setProgress(null);
    }
  };
  return (
    <CardFrame
      testId="compliance-card-bir2316"
      title={
        <>
          {YEAR_END_TEXT.bir2316Title} {year}
        </>
      }
      aside={data ? <DueBadge status={data.due_status} /> : null}
      error={query.error}
    >
      {data ? (
        <>
          <Text size="sm">
            {OUTPUT_TEXT.dueDate}: {data.due_date} · {OUTPUT_TEXT.employees}: {data.rows.length}
          </Text>
          <OpeningWarnings rows={rows} />
          <Group align="flex-end">
            <Select
              size="xs"
              label={YEAR_END_TEXT.employee}
              data={rows.map((r) => ({ value: String(r.employee_id), label: r.name }))}
              value={employee}
              onChange={setEmployee}
              searchable
              w={220}
            />
            <Button
              size="xs"
              disabled={employee === null || progress !== null}
              onClick={() => download('pdf', Number(employee))}
            >
              {YEAR_END_TEXT.downloadPdf}
            </Button>
          </Group>
          <Group>
            <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
              {OUTPUT_TEXT.preview}
            </Button>
            <Button size="xs" disabled={progress !== null} onClick={() => download('pdf', null)}>
              {YEAR_END_TEXT.allPdf}
            </Button>
            {!create && (
              <Button size="xs" disabled={progress !== null} onClick={() => download('zip', null)}>
                {YEAR_END_TEXT.allZip}
              </Button>
            )}
          </Group>
          {/* Issue 28: the ZIP of everyone as a job (progress, the file waits on the job). */}
          {create && (
            <YearEndJob kind="bir2316" companyId={companyId} year={year} label={YEAR_END_TEXT.allZip} />
          )}
          {progress !== null ? (
            <Stack gap={2}>
              <Progress value={Math.round(progress * 100)} animated aria-label="download progress" />
              <Text size="xs">{YEAR_END_TEXT.downloading(Math.round(progress * 100))}</Text>
            </Stack>
          ) : null}
          {preview ? (
            <DataTable
              data={rows}
              hiddenColumns={['employee_id', 'warning']}
              columnLabels={{
                name: 'Employee',
                tin: 'TIN',
                period: 'Period',
                before_sahod: BEFORE_SAHOD,
                gross: 'Gross (19)',
                taxable: 'Taxable (23)',
                tax_due: 'Tax Due (24)',
                withheld: 'Withheld (26)',
                substituted_filing: 'Substituted Filing',
              }}
              label={YEAR_END_TEXT.bir2316Title}
              pageSize={10}
            />
          ) : null}
        </>
      ) : null}
    </CardFrame>
  );
}
