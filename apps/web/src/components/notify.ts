/** The spec's "alerts": in-app notifications instead of window.alert. */
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): string {
  return notifications.show({ message, color: 'teal', autoClose: 4000 });
}

export function notifyError(message: string): string {
  // Errors stay a little longer: the user usually needs to read them to act.
  return notifications.show({ message, color: 'red', autoClose: 6000 });
}

/** The readable text of a thrown value, for showing a failed action to the user. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
