/** Upload Results (spec 2 "Timesheet"): Errors, Successful changes and Close (Close refreshes the grid). */
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { BIOMETRIC_TEXT as T } from '@sahod/shared';
import type { UploadOutcome } from './useBiometricUpload';
import { VirtualRows } from './VirtualRows';

export function UploadResultsModal({ outcome, onClose }: { outcome: UploadOutcome; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={T.uploadResults} size="60rem">
      <Stack gap="md">
        <Text size="sm" data-testid="results-message">
          {outcome.message}
        </Text>
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={5}>{T.errors}</Title>
            <Badge color="red" variant="light">
              {outcome.errors.length}
            </Badge>
          </Group>
          <VirtualRows
            testId="results-errors"
            count={outcome.errors.length}
            columns="80px 100px 1fr"
            header={
              <>
                <span>Code</span>
                <span>Date</span>
                <span>Error</span>
              </>
            }
            renderRow={(i) => {
              const e = outcome.errors[i];
              return e ? (
                <>
                  <span>{e.employee_code}</span>
                  <span>{e.shift_date}</span>
                  <Text size="sm" truncate>
                    {e.error}
                  </Text>
                </>
              ) : null;
            }}
          />
        </Stack>
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={5}>{T.successful}</Title>
            <Badge color="teal" variant="light">
              {outcome.successful.length}
            </Badge>
          </Group>
          <VirtualRows
            testId="results-successful"
            count={outcome.successful.length}
            columns="80px 100px 1fr"
            header={
              <>
                <span>Code</span>
                <span>Date</span>
                <span>Change</span>
              </>
            }
            renderRow={(i) => {
              const s = outcome.successful[i];
              return s ? (
                <>
                  <span>{s.employee_code}</span>
                  <span>{s.shift_date}</span>
                  <span>{s.action === 'added' ? 'Added' : 'Overwritten'}</span>
                </>
              ) : null;
            }}
          />
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>{T.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
