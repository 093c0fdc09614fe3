/**
 * The Upload Biometrics flow (issue 9): the file is read in a Web Worker (@sahod/biometric, with a
 * progress bar), then one POST /timesheet/verify for the file's codes over every date of its
 * schedule range (the day before the first punch to the last punch date) answers the schedule
 * (overnight shifts group on their start date) and the stored records of those dates, then the
 * worker groups the punches with that schedule and the rows are classified for the Upload Summary.
 * Submit sends the adds and the checked overwrites; the results stay until Close.
 */
import type { BiometricDayRecord, BiometricWorkerRequest, BiometricWorkerResponse } from '@sahod/biometric';
import {
  addDaysIso,
  type BiometricRow,
  type Classified,
  classifyRows,
  daysBetween,
  isLeaveShift,
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MSG,
  spreadsheetProblem,
  type UploadResult,
  uploadDoneMessage,
} from '@sahod/shared';
import { useCallback, useRef, useState } from 'react';
import { isReportedByClient } from '../../../api/client';
import { errorMessage, notifyError } from '../../../components';
import { uploadBatch, verifyUpload } from './api';

export const INVALID_FILETYPE = 'Invalid filetype.';

/**
 * The types @sahod/biometric accepts (its README): checked here too so that the page never loads
 * the spreadsheet reader (SheetJS lives in the worker's chunk only).
 */
export const isBiometricFileName = (name: string): boolean => /\.(txt|xls|xlsx|csv)\s*$/i.test(name);

export interface UploadSummaryData {
  fileName: string;
  /** The company's punch window the grouping applied, and the punches it counted once (issue 22). */
  punchWindowMinutes: number;
  repeatedPunches: number;
  perDate: { shift_date: string; employees: number }[];
  rows: Classified<BiometricDayRecord>;
  names: Map<string, string>;
  unknownCodes: string[];
}

export interface UploadOutcome {
  errors: { employee_code: string; shift_date: string; error: string }[];
  successful: UploadResult['validQueries'];
  unchanged: number;
  message: string;
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'reading'; fileName: string; progress: number }
  | { phase: 'summary' | 'submitting'; summary: UploadSummaryData }
  | { phase: 'results'; outcome: UploadOutcome };

/** Every date from start to end, inclusive. */
export function datesFrom(start: string, end: string): string[] {
  const days = daysBetween(start, end);
  return Array.from({ length: Math.max(0, days) + 1 }, (_, i) => addDaysIso(start, i));
}

const toRow = (r: BiometricDayRecord): BiometricRow => ({
  employee_code: r.employee_code,
  shift_date: r.shift_date,
  start_time: r.start_time,
  end_time: r.end_time,
  lunch_start: r.lunch_start,
  lunch_end: r.lunch_end,
  notes: r.notes,
});

function newWorker(): Worker {
  return new Worker(new URL('./biometric.worker.ts', import.meta.url), { type: 'module' });
}

export function useBiometricUpload() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      stop();
      setState({ phase: 'idle' });
      if (!isReportedByClient(error)) notifyError(errorMessage(error, 'The file could not be read.'));
    },
    [stop],
  );

  const start = useCallback(
    async (file: File) => {
      if (!isBiometricFileName(file.name)) {
        notifyError(INVALID_FILETYPE);
        return;
      }
      // The shared spreadsheet guard before the worker parses anything (issue 20: spreadsheet bombs).
      if (file.size > SPREADSHEET_MAX_BYTES) {
        notifyError(SPREADSHEET_MSG.tooLarge);
        return;
      }
      stop();
      setState({ phase: 'reading', fileName: file.name, progress: 0 });
      const data = await file.arrayBuffer();
      const problem = spreadsheetProblem(new Uint8Array(data));
      if (problem) {
        setState({ phase: 'idle' });
        notifyError(problem);
        return;
      }
      const w = newWorker();
      worker.current = w;
      let verified: Awaited<ReturnType<typeof verifyUpload>> | null = null;
      const send = (request: BiometricWorkerRequest, transfer: Transferable[] = []) =>
        w.postMessage(request, transfer);
      w.onerror = (event) => fail(event.message);
      w.onmessage = async (event: MessageEvent<BiometricWorkerResponse>) => {
        const message = event.data;
        if (worker.current !== w) return;
        if (message.type === 'progress') {
          setState({ phase: 'reading', fileName: file.name, progress: message.fraction });
        } else if (message.type === 'error') {
          fail(message.message);
        } else if (message.type === 'parsed') {
          try {
            const range = message.scheduleRange;
            verified = await verifyUpload(message.employeeCodes, datesFrom(range.start_date, range.end_date));
            if (worker.current !== w) return;
            send({
              type: 'group',
              punchWindowMinutes: verified.punch_window_minutes,
              schedule: verified.schedule.map((s) => ({
                employee_code: s.employee_code,
                shift_date: s.shift_date,
                start_time: s.start_time,
                end_time: s.end_time,
                overnight: s.overnight,
              })),
            });
          } catch (error) {
            fail(error);
          }
        } else if (message.type === 'grouped' && verified) {
          stop();
          setState({
            phase: 'summary',
            summary: {
              fileName: file.name,
              punchWindowMinutes: verified.punch_window_minutes,
              repeatedPunches: message.repeatedPunches,
              perDate: message.employeesPerDate,
              rows: classifyRows(message.records, verified, isLeaveShift),
              names: new Map(verified.employees.map((e) => [e.employee_code, e.name])),
              unknownCodes: verified.unknown_codes,
            },
          });
        }
      };
      send({ type: 'parse', fileName: file.name, data }, [data]);
    },
    [fail, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  const submit = useCallback(async (summary: UploadSummaryData, overwrite: ReadonlySet<number>) => {
    setState({ phase: 'submitting', summary });
    try {
      const overwrites = summary.rows.overwriting.filter((_, i) => overwrite.has(i)).map((o) => toRow(o.row));
      const result = await uploadBatch(summary.rows.adding.map(toRow), overwrites);
      const local = summary.rows.errors.map((e) => ({
        employee_code: e.row.employee_code,
        shift_date: e.row.shift_date,
        error: e.error,
      }));
      const errors = [...local, ...result.failedInserts];
      const unchanged = result.unchanged + summary.rows.skipping.length;
      const added = result.validQueries.filter((q) => q.action === 'added').length;
      setState({
        phase: 'results',
        outcome: {
          errors,
          successful: result.validQueries,
          unchanged,
          // The whole upload, not only what was sent: the summary's errors and skipped rows count.
          message: uploadDoneMessage({
            added,
            overwritten: result.validQueries.length - added,
            unchanged,
            failed: errors.length,
          }),
        },
      });
    } catch (error) {
      setState({ phase: 'summary', summary });
      if (!isReportedByClient(error)) notifyError(errorMessage(error, 'The upload failed.'));
    }
  }, []);

  return { state, start, cancel, submit, close: cancel };
}
