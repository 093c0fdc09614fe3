/**
 * The work of one 2316 certificate worker thread (certificateWorkers.ts): a chunk of certificates
 * drawn with the same code as the ZIP's own thread (pdf.ts certificatePdf, the same creation time),
 * their PDFs written one after the other into one ArrayBuffer, transferred back with where each ends.
 */
import { parentPort } from 'node:worker_threads';
import { workerFailure } from '../../../platform/workerPool.ts';
import type { RenderRequest, RenderResponse } from './certificateWorkers.ts';
import { certificatePdf } from './pdf.ts';

async function answer(
  request: RenderRequest,
): Promise<{ response: RenderResponse; transfer: ArrayBuffer[] }> {
  try {
    const createdAt = new Date(request.createdAt);
    const pdfs: Buffer[] = [];
    for (const y of request.years)
      pdfs.push(await certificatePdf(request.year, request.company, y, true, createdAt));
    const bytes = new Uint8Array(pdfs.reduce((n, pdf) => n + pdf.length, 0));
    const ends: number[] = [];
    let at = 0;
    for (const pdf of pdfs) {
      bytes.set(pdf, at);
      at += pdf.length;
      ends.push(at);
    }
    return { response: { id: request.id, buffer: bytes.buffer, ends }, transfer: [bytes.buffer] };
  } catch (err) {
    return { response: { id: request.id, error: workerFailure(err) }, transfer: [] };
  }
}

parentPort?.on('message', (request: RenderRequest) => {
  void answer(request).then(({ response, transfer }) => parentPort?.postMessage(response, transfer));
});
