/** The files generated for a company: who, when, output, period, SHA-256 (issue 16). */
import { Stack, Text, Title } from '@mantine/core';
import { formatManilaDateTime } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/DataTable';
import { filesQuery } from './outputsApi';
import { OUTPUT_TEXT } from './texts';

export function GeneratedFiles({ companyId }: { companyId: string }) {
  const files = useQuery(filesQuery(companyId));
  // When, in Manila time ('2026-11-28 05:56': sorts as text in time order).
  const rows = (files.data ?? []).map((f) => ({
    ...f,
    created_at: formatManilaDateTime(f.created_at),
    omit_missing: f.omit_missing ? 'Yes' : 'No',
  }));
  return (
    <Stack gap="xs" data-testid="compliance-files">
      <Title order={3}>{OUTPUT_TEXT.files}</Title>
      {rows.length === 0 && !files.isLoading ? (
        <Text size="sm" c="dimmed">
          {OUTPUT_TEXT.noFiles}
        </Text>
      ) : (
        <DataTable
          data={rows}
          columns={[
            'created_at',
            'created_by',
            'output',
            'period',
            'format',
            'file_name',
            'batch_no',
            'omit_missing',
            'sha256',
          ]}
          label={OUTPUT_TEXT.files}
          loading={files.isLoading}
          pageSize={10}
        />
      )}
    </Stack>
  );
}
