// The real check worker: a node:worker_threads Worker running dist/checkWorker.js next to the extension bundle.
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckWorkerFactory } from './checkWorkerClient';

/** The worker bundle beside the extension bundle (both live in dist/). */
export const defaultCheckWorkerScript = path.join(__dirname, 'checkWorker.js');

/** Starts `script` in a worker thread; errors and exits the client did not ask for are reported as failures. */
export function threadCheckWorkerFactory(script: string = defaultCheckWorkerScript): CheckWorkerFactory {
  return (events) => {
    // No execArgv of the host (the extension host's flags are not the worker's business, and some are refused there).
    const worker = new Worker(script, { execArgv: [] });
    let terminating = false;
    worker.on('message', (message: unknown) => events.reply(message));
    worker.on('error', (error: Error) => events.failed(`failed: ${error.message}`));
    worker.on('exit', (code: number) => {
      if (!terminating) events.failed(`exited with code ${code}`);
    });
    return {
      post: (request) => worker.postMessage(request),
      terminate: () => {
        terminating = true;
        void worker.terminate();
      },
    };
  };
}
