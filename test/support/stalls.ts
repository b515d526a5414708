import { readFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

/** The main thread's own statistics (Linux): its CPU time alone, without the collector's helper threads. */
const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;

/**
 * CPU time of the thread that runs the event loop, in milliseconds (10 ms resolution: the
 * kernel counts in clock ticks); the whole process's where /proc is not there.
 */
export function loopThreadCpuMs(): number {
  try {
    const fields = readFileSync(MAIN_THREAD_STAT, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1000;
  }
}

/**
 * Event-loop stalls, each with the time it ended (to name the request that caused it: the delay
 * histogram keeps only the longest delay, and resetting it per request loses the delay in
 * progress) and the CPU time the event loop's thread used meanwhile. The histogram measures wall
 * time: on a shared machine, a process that waits for a core shows a delay it did not cause. A
 * stall is a block of ours only as far as that thread ran during it (its garbage collection
 * pauses included).
 */
export class Stalls {
  readonly seen: { end: number; ms: number; cpuMs: number }[] = [];
  /** Garbage collections, to tell a pause of the collector from a block of the code. */
  readonly gcs: { start: number; ms: number; major: boolean }[] = [];
  private last = performance.now();
  private lastCpu = loopThreadCpuMs();
  private readonly timer = setInterval(() => {
    const now = performance.now();
    const cpu = loopThreadCpuMs();
    if (now - this.last > 25) this.seen.push({ end: now, ms: now - this.last, cpuMs: cpu - this.lastCpu });
    this.last = now;
    this.lastCpu = cpu;
  }, 5);
  private readonly observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      this.gcs.push({ start: e.startTime, ms: e.duration, major: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
    }
  });
  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
  }
  /** The longest time the thread ran during one stall: min(wall, its CPU) of each stall. */
  longestBlockMs(): number {
    return this.seen.reduce((most, s) => Math.max(most, Math.min(s.ms, s.cpuMs)), 0);
  }
  /** Milliseconds of garbage collection within a stall. */
  gcIn(stall: { end: number; ms: number }): { ms: number; major: boolean } {
    const inside = this.gcs.filter((g) => g.start < stall.end && g.start + g.ms > stall.end - stall.ms);
    return { ms: inside.reduce((sum, g) => sum + g.ms, 0), major: inside.some((g) => g.major) };
  }
  stop(): void {
    clearInterval(this.timer);
    this.observer.disconnect();
  }
}
