/**
 * SIGINT/SIGTERM are caught by bin/corridor.mjs before any module loads, so that a signal sent
 * during a slow start is neither lost nor fatal half-way through creating the database. This is
 * the other end: the program says how it stops, and learns of a signal that came earlier.
 */
interface Lifecycle {
  signal?: string;
  stop?: (signal: string) => void;
}

const KEY = Symbol.for('corridor.lifecycle');
const shared = globalThis as Record<symbol, Lifecycle | undefined>;
shared[KEY] ??= {};
const state: Lifecycle = shared[KEY];

/** The signal that asked this process to stop, if one did. */
export const stopSignal = (): string | undefined => state.signal;

/** Calls `stop` on the first SIGINT/SIGTERM (now, if one already came). */
export function onStop(stop: (signal: string) => void): void {
  // Without bin/corridor.mjs (src/main.ts run directly), listen here.
  if (!process.listenerCount('SIGTERM')) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (state.signal) process.exit(signal === 'SIGINT' ? 130 : 143);
        state.signal = signal;
        state.stop?.(signal);
      });
    }
  }
  state.stop = stop;
  if (state.signal) stop(state.signal);
}
