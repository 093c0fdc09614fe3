/** The spec's "alerts": in-app notifications instead of window.alert. */
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): string {
  return notifications.show({ message, color: 'teal', autoClose: 4000 });
}

export function notifyError(message: string): string {
  // Errors stay a little longer: the user usually needs to read them to act.
  return notifications.show({ message, color: 'red', autoClose: 6000 });
}

/** What the API client's ApiError carries (read by shape: the client imports this file). */
interface FailedRequest {
  status: number;
  serverMessage: string | null;
  message: string;
}

function isFailedRequest(error: unknown): error is FailedRequest {
  return (
    error instanceof Error &&
    typeof (error as Partial<FailedRequest>).status === 'number' &&
    'serverMessage' in error
  );
}

/** Statuses the API client alerts about itself (spec 8): nobody words them again. */
const CLIENT_ALERTED = [401, 403, 423, 500];

/** Whether the API client already showed this failure (session, permission, maintenance, server). */
export function alreadyReported(error: unknown): boolean {
  return isFailedRequest(error) && CLIENT_ALERTED.includes(error.status);
}

/** A refusal (4xx: invalid, not found, in use, duplicate) fails again on retry: no "try again". */
export function withoutRetryAdvice(message: string): string {
  return message.replace(/\s*Please try again\.?$/, '').trim() || message;
}

/**
 * The one message for a failed action: the server's own reason when it gave one ('Duplicate entry
 * already exists'), 'Cannot reach the server.' when nothing answered, otherwise the screen's
 * fallback, without "Please try again" when the server refused (retrying cannot help).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isFailedRequest(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return error.message;
    return error.status >= 400 && error.status < 500 ? withoutRetryAdvice(fallback) : fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * Alerts a failed action once, unless the API client already did. Use it where no form shows the
 * failure (a table's Delete); a form shows errorMessage() inline instead, and nothing else.
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (!alreadyReported(error)) notifyError(errorMessage(error, fallback));
}
