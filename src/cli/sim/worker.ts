/** Worker thread of `sim --workers N`: plays its slice of games, reporting each finished game for the progress bar. */
import { parentPort, workerData } from 'node:worker_threads';
import { runSlice, type SliceRequest } from './slice.js';

const port = parentPort!;
runSlice(workerData as SliceRequest, () => port.postMessage({ kind: 'game' }))
  .then((totals) => port.postMessage({ kind: 'done', totals }))
  .catch((error: Error) => port.postMessage({ kind: 'error', message: error.message }));
