import { setFlagsFromString } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

/**
 * How far V8 lets the old generation grow past what its last full collection kept before it
 * starts the next one: to twice that (V8's `--heap-growing-percent`, here 100).
 *
 * Left to itself, V8 picked about 1.25x under a steady request load: a full collection every
 * 2 to 4 s, since every request leaves a little in the old generation (about 1 KB, promoted or
 * allocated there directly) that only a full collection frees. On two cores each of those
 * collections, whose marking runs beside the requests and the database, held every request in
 * flight for 30 to 45 ms: at 2,500 quotes a second, 100 to 140 requests over the quotes row's p99
 * per collection, and the paced row's p99 was the collections' (docs/operations.md,
 * "Throughput"). At twice the live heap they come about four times less often, and the heap
 * peaks at about twice what it keeps (some 40 MB under that load: 80 MB).
 *
 * The flag is the process's (every isolate's, the workers' thread included), read each time V8
 * sets a limit, so setting it at start-up takes effect from the next collection; the workers'
 * thread leaves it to the main thread, which set it before starting the thread. A growth given
 * on node's own command line (`node --heap-growing-percent=N bin/corridor.mjs`) is kept.
 */
const HEAP_GROWING_PERCENT = 100;

export function setHeapGrowth(): void {
  if (!isMainThread || process.execArgv.some((a) => /^--heap[-_]growing[-_]percent\b/.test(a))) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
