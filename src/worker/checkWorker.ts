// The SGF check worker (bundled to dist/checkWorker.js): answers each request of the extension host with the
// diagnostics of its text, so that checking a large file never blocks the host thread.
import { parentPort } from 'node:worker_threads';
import { answerCheck } from '../extension/diagnostics/checkWorkerProtocol';

const port = parentPort;
if (port !== null) port.on('message', (message: unknown) => port.postMessage(answerCheck(message)));
