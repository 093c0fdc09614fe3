/** Upload Results (spec 2 "Timesheet"): Errors, Successful changes and Close (Close refreshes the grid). */
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { BIOMETRIC_TEXT as T } from '@sahod/shared';
import type { ReactNode } from 'react';
import type { UploadOutcome } from './useBiometricUpload';
import { VirtualRows } from './VirtualRows';

/** One titled list of day rows (code, date, and what happened to it) with its count. */
function ResultSection<Row extends { employee_code: string; shift_date: string }>(props: {
  title: string;
  color: string;
  testId: string;
  rows: readonly Row[];
  lastLabel: string;
  last: (row: Row) => ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={5}>{props.title}</Title>
        <Badge color={props.color} variant="light">
          {props.rows.length}
        </Badge>
      </Group>
      <VirtualRows
        testId={props.testId}
        count={props.rows.length}
        columns="80px 100px 1fr"
        header={
          <>
            <span>Code</span>
            <span>Date</span>
            <span>{props.lastLabel}</span>
          </>
        }
        renderRow={(i) => {
          const row = props.rows[i];
          return row ? (
            <>
              <span>{row.employee_code}</span>
              <span>{row.shift_date}</span>
              {props.last(row)}
            </>
          ) : null;
        }}
      />
    </Stack>
  );
}

export function UploadResultsModal({ outcome, onClose }: { outcome: UploadOutcome; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={T.uploadResults} size="60rem">
      <Stack gap="md">
        <Text size="sm" data-testid="results-message">
          {outcome.message}
        </Text>
        <ResultSection
          title={T.errors}
          color="red"
          testId="results-errors"
          rows={outcome.errors}
          lastLabel="Error"
          last={(e) => (
            <Text size="sm" truncate>
              {e.error}
            </Text>
          )}
        />
        <ResultSection
          title={T.successful}
          color="teal"
          testId="results-successful"
          rows={outcome.successful}
          lastLabel="Change"
          last={(s) => <span>{s.action === 'added' ? 'Added' : 'Overwritten'}</span>}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
