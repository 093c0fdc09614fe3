/**
 * The Timesheet's 'Upload Biometrics' button (shown with timesheet view and update) and its dialogs:
 * the reading progress, the Upload Summary and the Upload Results. Close refreshes the grid.
 */
import { Button, FileButton, Modal, Progress, Stack, Text } from '@mantine/core';
import { BIOMETRIC_TEXT, TA_TEXT } from '@sahod/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { timesheetKeys } from '../api';
import { PunchWindowButton } from './PunchWindowButton';
import { UploadResultsModal } from './UploadResultsModal';
import { UploadSummaryModal } from './UploadSummaryModal';
import { useBiometricUpload } from './useBiometricUpload';

/** What the file picker offers; other files picked anyway get 'Invalid filetype.'. */
const ACCEPT = '.txt,.xls,.xlsx,.csv,text/plain,text/csv,application/vnd.ms-excel';

export function UploadBiometrics() {
  const upload = useBiometricUpload();
  const queryClient = useQueryClient();
  const resetRef = useRef<() => void>(null);
  const { state } = upload;
  return (
    <>
      <PunchWindowButton />
      <FileButton
        resetRef={resetRef}
        accept={ACCEPT}
        onChange={(file) => {
          // The same file may be picked again (e.g. submitted twice): clear the input every time.
          resetRef.current?.();
          if (file) void upload.start(file);
        }}
      >
        {(props) => (
          <Button
            variant="light"
            {...props}
            loading={state.phase === 'reading'}
            data-testid="upload-biometrics"
          >
            {TA_TEXT.uploadBiometrics}
          </Button>
        )}
      </FileButton>
      {state.phase === 'reading' && (
        <Modal opened onClose={upload.cancel} title={TA_TEXT.uploadBiometrics}>
          <Stack gap="xs">
            <Text size="sm">
              {state.progress < 1 ? BIOMETRIC_TEXT.reading : BIOMETRIC_TEXT.checking} {state.fileName}
            </Text>
            <Progress value={Math.round(state.progress * 100)} aria-label={BIOMETRIC_TEXT.reading} animated />
          </Stack>
        </Modal>
      )}
      {(state.phase === 'summary' || state.phase === 'submitting') && (
        <UploadSummaryModal
          summary={state.summary}
          submitting={state.phase === 'submitting'}
          onCancel={upload.cancel}
          onSubmit={(overwrite) => void upload.submit(state.summary, overwrite)}
        />
      )}
      {state.phase === 'results' && (
        <UploadResultsModal
          outcome={state.outcome}
          onClose={() => {
            upload.close();
            void queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
          }}
        />
      )}
    </>
  );
}
