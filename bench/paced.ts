/**
 * An open-loop load at an even pace: request i is due at start + i / rate, and is sent then
 * whether or not earlier ones have been answered (up to MAX_SOCKETS at once). Its latency is
 * counted from when it was due, not when it went out, so that a client held up by a slow
 * server (or by its own share of the two cores) shows in the figures instead of hiding there.
 *
 * Why not autocannon's `overallRate`: it gives each connection a budget per second, reset by a
 * one-second timer, and every connection spends its budget as fast as the server answers. At
 * half the peak rate that is the peak rate for half of each second and nothing for the other
 * half: its p99 was the p99 of saturation (28-30 ms at "half" against 25-26 ms at full load,
 * npm run bench), not the latency of a server at half its load.
 */
import http from 'node:http';
import type { BenchRow } from './payouts.ts';
import { rssMb } from './payouts.ts';

const MAX_SOCKETS = 64;

export interface PacedOptions {
  url: string;
  rate: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function paced(name: string, pid: number, o: PacedOptions): Promise<BenchRow> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  try {
    // A short warm-up at the same pace: connections open, JIT and pools in their steady state.
    await run(agent, { ...o, seconds: 2 });
    const r = await run(agent, o);
    r.latencies.sort((x, y) => x - y);
    const at = (q: number) => (r.latencies.length === 0 ? Number.NaN : Math.round(r.latencies[Math.floor(q * (r.latencies.length - 1))] * 10) / 10);
    return { name, rps: Math.round(r.latencies.length / o.seconds), p50: at(0.5), p99: at(0.99), rss: rssMb(pid), errors: r.errors };
  } finally {
    agent.destroy();
  }
}

function run(agent: http.Agent, o: PacedOptions): Promise<{ latencies: number[]; errors: number }> {
  const target = new URL(o.url);
  const headers = { ...o.headers, ...(o.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(o.body)) }) };
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let answered = 0;
  const total = Math.round(o.rate * o.seconds);
  const start = performance.now();
  return new Promise((resolve) => {
    const done = () => {
      answered++;
      if (answered === total) resolve({ latencies, errors });
    };
    const send = (due: number) => {
      const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method: o.method ?? 'GET', headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - due);
          else errors++;
          done();
        });
      });
      req.on('error', () => {
        errors++;
        done();
      });
      req.end(o.body);
    };
    // Every millisecond, everything that has come due since the last look (timers are no finer).
    const tick = setInterval(() => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - start) * o.rate) / 1000) + 1);
      for (; sent < due; sent++) send(start + (sent * 1000) / o.rate);
      if (sent === total) clearInterval(tick);
    }, 1);
  });
}
