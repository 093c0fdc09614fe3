/// <reference lib="webworker" />
/** The records import's Web Worker: parses the file's bytes off the page's thread (issue 20). */
import { type ImportWorkerResponse, parseImportBytes } from './importSheet';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<Uint8Array>) => {
  let answer: ImportWorkerResponse;
  try {
    const XLSX = await import('@e965/xlsx');
    answer = { type: 'rows', rows: parseImportBytes(XLSX, event.data) };
  } catch (error) {
    answer = { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
