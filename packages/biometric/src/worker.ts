/**
 * The Web Worker protocol of the biometric import, as a plain function so that it is tested in
 * Node and the web app's worker file is two lines:
 *
 *   const handle = createBiometricWorker((message) => self.postMessage(message));
 *   self.onmessage = (event) => handle(event.data);
 *
 * The page sends 'parse' with the file; the worker answers 'progress' while reading, then
 * 'parsed' with the employee codes and the schedule range to fetch; the page fetches the schedule
 * (for the overnight shifts) and sends 'group'; the worker answers 'grouped' with the day records.
 * The punches stay in the worker between the two steps (100,000 of them need not cross twice).
 * Any failure answers 'error' with the spec's message.
 */
import { type BiometricErrorCode, BiometricFileError } from './errors.ts';
import {
  employeesPerDate,
  groupPunchesWithCounts,
  type ScheduleEntry,
  scheduleLookup,
  scheduleRange,
} from './group.ts';
import { parseBiometricFile } from './readFile.ts';
import type { BiometricDayRecord, BiometricLayout, ParsedBiometricFile } from './types.ts';

export type BiometricWorkerRequest =
  | { type: 'parse'; fileName: string; data: ArrayBuffer | Uint8Array }
  /** Schedule rows for employeeCodes within scheduleRange; empty for grouping by calendar date. */
  | {
      type: 'group';
      schedule: ScheduleEntry[];
      /** The company's punch window (default DEFAULT_PUNCH_WINDOW_MINUTES). */
      punchWindowMinutes?: number;
    };

export type BiometricWorkerResponse =
  | { type: 'progress'; fraction: number }
  | {
      type: 'parsed';
      layout: BiometricLayout;
      employeeCodes: string[];
      punches: number;
      scheduleRange: { start_date: string; end_date: string };
    }
  | {
      type: 'grouped';
      records: BiometricDayRecord[];
      employeesPerDate: { shift_date: string; employees: number }[];
      /** Punches counted once because an earlier one of the employee lay within the punch window. */
      repeatedPunches: number;
    }
  | { type: 'error'; code: BiometricErrorCode | 'INTERNAL'; message: string; line?: number };

export function createBiometricWorker(
  post: (message: BiometricWorkerResponse) => void,
): (request: BiometricWorkerRequest) => void {
  let parsed: ParsedBiometricFile | null = null;
  const fail = (error: unknown) => {
    if (error instanceof BiometricFileError) {
      post({
        type: 'error',
        code: error.code,
        message: error.message,
        ...(error.line ? { line: error.line } : {}),
      });
    } else {
      post({
        type: 'error',
        code: 'INTERNAL',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (request) => {
    try {
      if (request.type === 'parse') {
        parsed = null;
        const file = parseBiometricFile(request.fileName, request.data, {
          onProgress: (fraction) => post({ type: 'progress', fraction }),
        });
        parsed = file;
        post({
          type: 'parsed',
          layout: file.layout,
          employeeCodes: file.employeeCodes,
          punches: file.punches.length,
          scheduleRange: scheduleRange(file),
        });
        return;
      }
      if (parsed === null) throw new Error('No file has been parsed yet.');
      const { records, repeatedPunches } = groupPunchesWithCounts(parsed.punches, {
        ...(request.schedule.length > 0 ? { schedule: scheduleLookup(request.schedule) } : {}),
        ...(request.punchWindowMinutes !== undefined
          ? { punchWindowMinutes: request.punchWindowMinutes }
          : {}),
      });
      post({ type: 'grouped', records, employeesPerDate: employeesPerDate(records), repeatedPunches });
    } catch (error) {
      fail(error);
    }
  };
}
