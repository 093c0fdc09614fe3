/// <reference lib="webworker" />
/** The opening balances import's Web Worker: parses the file's bytes off the page's thread. */
import { parseOpeningBalanceBytes, type SheetWorkerResponse } from './sheet';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<Uint8Array>) => {
  let answer: SheetWorkerResponse;
  try {
    const XLSX = await import('@e965/xlsx');
    answer = { type: 'rows', rows: parseOpeningBalanceBytes(XLSX, event.data) };
  } catch (error) {
    answer = { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
