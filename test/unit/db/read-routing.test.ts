import { describe, expect, it } from 'vitest';
import { type Db, DatabaseUnavailable } from '../../../src/db/driver.ts';
import { parseLsn } from '../../../src/db/lsn.ts';
import { ReadRouting, route } from '../../../src/db/read-routing.ts';

/** The routing rule of read replicas (src/db/read-routing.ts); the whole path is test/faults/read-replica.test.ts. */

const up = { up: true, replayed: 1000n, lagMs: 0 };

describe('route', () => {
  it('sends reads to the primary without a replica', () => {
    expect(route(undefined, 2_000, undefined)).toEqual({ to: 'primary', why: 'no-replica' });
  });

  it('sends reads to a healthy replica that has the platform’s last write', () => {
    expect(route(up, 2_000, undefined)).toEqual({ to: 'replica', why: 'replica' });
    expect(route(up, 2_000, 1000n)).toEqual({ to: 'replica', why: 'replica' });
  });

  it('keeps a platform on the primary until the replica has replayed its last write', () => {
    expect(route(up, 2_000, 1001n)).toEqual({ to: 'primary', why: 'own-write' });
  });

  it('sends nothing to a replica that is down or lags past the bound', () => {
    expect(route({ ...up, up: false }, 2_000, undefined)).toEqual({ to: 'primary', why: 'replica-down' });
    expect(route({ ...up, lagMs: 2_001 }, 2_000, undefined)).toEqual({ to: 'primary', why: 'replica-lagging' });
    expect(route({ ...up, lagMs: 2_000 }, 2_000, undefined)).toEqual({ to: 'replica', why: 'replica' });
  });
});

describe('parseLsn', () => {
  it('reads both halves of a pg_lsn', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

/** A server answering the routing's poll from fields the test moves. */
function fakeDb(name: string, answer: (text: string) => Record<string, unknown>[] | Error, committed?: () => bigint): Db & { queries: string[] } {
  const queries: string[] = [];
  return {
    kind: 'pg',
    queries,
    query: async <R>(text: string) => {
      queries.push(`${name}: ${text}`);
      const result = answer(text);
      if (result instanceof Error) throw result;
      return result as R[];
    },
    transaction: () => Promise.reject(new Error('not used')),
    listen: () => Promise.reject(new Error('not used')),
    close: async () => undefined,
    ...(committed ? { committedLsn: committed } : {}),
  };
}

const lsnText = (n: bigint) => `${(n >> 32n).toString(16)}/${(n & 0xffffffffn).toString(16)}`;

describe('ReadRouting', () => {
  function setUp() {
    const s = { primaryLsn: 100n, committed: 100n, replayed: 100n, replicaDown: false, recovering: true, now: 0 };
    const primary = fakeDb(
      'primary',
      (text) => (text.includes('pg_current_wal') ? [{ lsn: lsnText(s.primaryLsn) }] : [{ from: 'primary' }]),
      () => s.committed,
    );
    const replica = fakeDb('replica', (text) => {
      if (s.replicaDown) return new DatabaseUnavailable('The database is unavailable: connection refused', false);
      return text.includes('pg_is_in_recovery') ? [{ recovering: s.recovering, replayed: s.recovering ? lsnText(s.replayed) : null }] : [{ from: 'replica' }];
    });
    const routed: string[] = [];
    const changes: string[] = [];
    const reads = new ReadRouting(primary, replica, {
      pollMs: 100,
      maxLagMs: 1_000,
      now: () => s.now,
      onRoute: (to, why) => routed.push(`${to}:${why}`),
      onChange: (isUp, why) => changes.push(`${isUp ? 'up' : 'down'}: ${why}`),
    });
    // The poll, one round at a time (start() would run it on a timer).
    const poll = () => (reads as unknown as { poll(): Promise<void> }).poll();
    const read = async (platform: string) => (await reads.forPlatform(platform).query<{ from: string }>('SELECT 1'))[0].from;
    return { s, reads, poll, read, routed, changes };
  }

  it('reads from the primary until the replica has answered a poll', async () => {
    const { read, poll } = setUp();
    expect(await read('p1')).toBe('primary');
    await poll();
    expect(await read('p1')).toBe('replica');
  });

  it('gives the writer its own write, and other platforms the replica meanwhile', async () => {
    const { s, reads, poll, read } = setUp();
    await poll();
    s.committed = 200n;
    s.primaryLsn = 200n;
    reads.wrote('writer');
    expect(await read('writer')).toBe('primary');
    expect(await read('other')).toBe('replica');
    s.replayed = 199n;
    await poll();
    expect(await read('writer')).toBe('primary');
    s.replayed = 200n;
    await poll();
    expect(await read('writer')).toBe('replica');
  });

  it('measures the lag in bytes and in seconds since the oldest unreplayed position', async () => {
    const { s, reads, poll, read } = setUp();
    await poll();
    expect(reads.status()).toEqual({ up: true, lagBytes: 0, lagSeconds: 0 });
    s.primaryLsn = 5000n;
    s.now = 10;
    await poll();
    s.now = 900;
    await poll();
    expect(reads.status()).toEqual({ up: true, lagBytes: 4900, lagSeconds: 0.89 });
    expect(await read('p')).toBe('replica');
    s.now = 1_200;
    await poll();
    expect(await read('p')).toBe('primary');
    s.replayed = 5000n;
    await poll();
    expect(reads.status()).toEqual({ up: true, lagBytes: 0, lagSeconds: 0 });
    expect(await read('p')).toBe('replica');
  });

  it('answers from the primary when the replica fails a read, and stops sending it reads', async () => {
    const { s, poll, read, routed } = setUp();
    await poll();
    s.replicaDown = true;
    expect(await read('p')).toBe('primary');
    expect(routed).toEqual(['replica:replica', 'primary:replica-down']);
    expect(await read('p')).toBe('primary');
    expect(routed.at(-1)).toBe('primary:replica-down');
  });

  it('counts a replica as down when its poll fails, goes unanswered, or it is no longer in recovery', async () => {
    const { s, reads, poll, read, changes } = setUp();
    await poll();
    s.now = 1_001;
    expect(await read('p')).toBe('primary');
    await poll();
    expect(await read('p')).toBe('replica');
    s.replicaDown = true;
    await poll();
    expect(reads.status().up).toBe(false);
    s.replicaDown = false;
    s.recovering = false;
    await poll();
    expect(await read('p')).toBe('primary');
    expect(reads.status()).toEqual({ up: false, lagBytes: undefined, lagSeconds: undefined });
    // Told once per change (down, then still down for another reason: once), with the reason.
    expect(changes).toEqual(['up: the replica answers', 'down: The database is unavailable: connection refused']);
  });

  it('says at the first poll that a server not in recovery gets no reads', async () => {
    const { s, poll, changes } = setUp();
    s.recovering = false;
    await poll();
    await poll();
    expect(changes).toEqual(['down: the replica is not in recovery (promoted, or not a replica)']);
  });

  it('refuses a primary that does not track its commits', () => {
    const primary = fakeDb('primary', () => []);
    expect(() => new ReadRouting(primary, fakeDb('replica', () => []))).toThrow(/trackCommitLsn/);
  });
});
