/** Download and the 'leave them out' tick box, shared by the monthly output and bank cards. */
import { Button, Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OUTPUT_TEXT } from './texts';

export function DownloadControls({
  companyId,
  warnings,
  download,
}: {
  companyId: string;
  warnings: number;
  /** Downloads the file (omit_missing as given); true when a file came. */
  download: (omitMissing: boolean) => Promise<boolean>;
}) {
  const queryClient = useQueryClient();
  const [omit, setOmit] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        size="xs"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            // A generated file joins the list of generated files.
            if (await download(omit))
              await queryClient.invalidateQueries({ queryKey: ['compliance', 'files', companyId] });
          } finally {
            setBusy(false);
          }
        }}
      >
        {OUTPUT_TEXT.download}
      </Button>
      {warnings > 0 ? (
        <Checkbox
          size="xs"
          label={OUTPUT_TEXT.leaveOut(warnings)}
          checked={omit}
          onChange={(e) => setOmit(e.currentTarget.checked)}
        />
      ) : null}
    </>
  );
}
