import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker as Thread, workerData } from 'node:worker_threads';

/**
 * `corridor serve` on PostgreSQL runs its background workers (jobs, settlement rounds, webhook
 * deliveries, housekeeping) on a worker thread of its own, with its own connections: the same
 * program as `corridor worker`, in the same process. JavaScript runs one thread per event loop,
 * and under a payout load the API's thread was the one that ran out first (busy 85% of the time
 * with a core to spare), a third of its work being the settlement rounds' (docs/architecture.md,
 * "Processes and threads"). On the embedded database the workers stay on the API's thread:
 * PGlite lives inside one thread.
 *
 * The thread is told to stop, and to wake its loops (the sandbox clock moved), by message;
 * signals reach the main thread only.
 */

const ROLE = 'corridor-workers';

interface ThreadData {
  role: typeof ROLE;
  /** Connections the thread keeps: half the process's pool setting, at least one. */
  poolSize: number;
}

type ToThread = 'wake' | 'stop';
type FromThread = { ready: true };

/** Inside the thread startWorkerThread started: its pool size; undefined anywhere else. */
export function workerThreadPool(): number | undefined {
  if (isMainThread) return undefined;
  const data = workerData as Partial<ThreadData> | null;
  return data?.role === ROLE ? data.poolSize : undefined;
}

export interface WorkerThread {
  /** Every loop's next round now (Worker.wakeAll, in the thread). */
  wakeAll(): void;
  /** Lets claimed work finish, closes the thread's connections, and resolves when the thread has ended. */
  stop(): Promise<void>;
}

/**
 * Starts this program again on a worker thread, with the same arguments and environment, as the
 * workers only. Resolves once its loops run; rejects if it ends or fails before. `onLost` is
 * called when it ends or fails later without having been asked to stop.
 */
export function startWorkerThread(poolSize: number, onLost: (err: Error) => void): Promise<WorkerThread> {
  const data: ThreadData = { role: ROLE, poolSize: Math.max(1, Math.ceil(poolSize / 2)) };
  // bin/corridor.mjs (or src/main.ts under tsx, whose loader the thread inherits through execArgv).
  const thread = new Thread(resolve(process.argv[1]), {
    argv: process.argv.slice(2),
    workerData: data,
    // V8's default young generation is sized for a request thread's allocation rate (its new
    // space had grown to 31 MB in this thread by the time it idled); the rounds allocate in
    // bursts every 20 ms. 12 MB took ~20 MB off the idle process (187 to 166 MB).
    resourceLimits: { maxYoungGenerationSizeMb: 12 },
  });
  let stopping = false;
  const ended = new Promise<number>((done) => thread.once('exit', done));
  return new Promise((started, failed) => {
    let running = false;
    const lost = (err: Error) => {
      if (!running) failed(err);
      else if (!stopping) onLost(err);
    };
    thread.on('error', lost);
    thread.once('exit', (code) => lost(new Error(`the workers' thread ended (exit code ${code})`)));
    thread.on('message', (message: FromThread) => {
      if (!message.ready) return;
      running = true;
      started({
        wakeAll: () => thread.postMessage('wake' satisfies ToThread),
        stop: async () => {
          stopping = true;
          thread.postMessage('stop' satisfies ToThread);
          await ended;
        },
      });
    });
  });
}

/** Inside the thread: says that the loops run, and hands `wake` and `stop` the parent's messages. */
export function answerParent(handlers: { wake(): void; stop(): void }): void {
  parentPort!.on('message', (message: ToThread) => (message === 'wake' ? handlers.wake() : handlers.stop()));
  parentPort!.postMessage({ ready: true } satisfies FromThread);
}
