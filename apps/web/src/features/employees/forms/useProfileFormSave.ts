/**
 * The save of a profile form (spec 4, 5, 8): 'No changes made.' when nothing changed, the form's
 * own checks shown by field, 'Are you sure you want to save?', then the spec's success or failure
 * alert; the server's reason for a refusal stays in the form.
 */
import { notifications } from '@mantine/notifications';
import { MSG } from '@sahod/shared';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { notifyFailure, notifySuccess, useConfirm } from '../../../components';

type Check<F extends string> = { ok: true } | { ok: false; errors: Partial<Record<F, string>> };

export interface FormSaveOptions<F extends string, R> {
  unchanged: () => boolean;
  validate: () => Check<F>;
  submit: () => Promise<R>;
  onSaved: (result: R) => void;
  savedMessage: string;
  failedMessage: string;
}

export function useProfileFormSave<F extends string>() {
  const confirm = useConfirm();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save<R>(options: FormSaveOptions<F, R>) {
    setServerError(null);
    if (options.unchanged()) {
      setErrors({});
      notifications.show({ message: MSG.noChanges, color: 'gray', autoClose: 4000 });
      return;
    }
    const check = options.validate();
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    if (!(await confirm({ message: MSG.saveConfirm }))) return;
    setBusy(true);
    try {
      const result = await options.submit();
      options.onSaved(result);
      notifySuccess(options.savedMessage);
    } catch (error) {
      // One message: the server's reason in the form, or else the spec's alert.
      if (error instanceof ApiError && error.serverMessage) setServerError(error.serverMessage);
      else notifyFailure(error, options.failedMessage);
    } finally {
      setBusy(false);
    }
  }

  const clear = () => {
    setErrors({});
    setServerError(null);
  };

  return { errors, serverError, busy, save, clear };
}
