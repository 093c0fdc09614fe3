import { type ReactNode, useState } from 'react';
import { alreadyReported, errorMessage } from './notify.ts';
import { UI_TEXT } from './texts.ts';
import { useConfirm } from './useConfirm.tsx';

/**
 * The save flow of every edit dialog: ask for confirmation, run the save, close on success, keep
 * the dialog open with the error on failure. `onHold` tells the surrounding modal not to close
 * while the confirmation is open or the save runs (Mantine closes every modal on Escape).
 */
export function useConfirmedSave(
  onHold?: (held: boolean) => void,
  failureMessage: string = UI_TEXT.unknownError,
) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmAndSave(message: ReactNode, save: () => Promise<unknown>, onDone: () => void) {
    setError(null);
    onHold?.(true);
    try {
      if (!(await confirm({ message }))) return;
      setBusy(true);
      await save();
      onDone();
    } catch (caught) {
      // One message: none when the API client already alerted it.
      setError(alreadyReported(caught) ? null : errorMessage(caught, failureMessage));
    } finally {
      setBusy(false);
      onHold?.(false);
    }
  }

  return { busy, error, setError, confirmAndSave };
}
