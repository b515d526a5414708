import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, type TxSql } from '../../../src/db/driver.ts';
import { GroupCommitter } from '../../../src/db/transport/index.ts';

/** A stand-in engine that records how work was run: alone, or together with others. */
function engine(options: { failGroups?: boolean | Error; maxInFlight?: number } = {}) {
  const runs: string[][] = [];
  const tx = {} as TxSql;
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const single = async <T>(fn: (tx: TxSql) => Promise<T>) => {
    runs.push(['single']);
    await gate;
    return fn(tx);
  };
  const together = async (fns: ((tx: TxSql) => Promise<unknown>)[]) => {
    runs.push(['group', String(fns.length)]);
    const results = await Promise.all(fns.map((fn) => fn(tx)));
    if (options.failGroups) throw options.failGroups === true ? new Error('COMMIT refused') : options.failGroups;
    return results;
  };
  return { runs, release, committer: new GroupCommitter(single, together, options.maxInFlight ?? 1, 8) };
}

describe('GroupCommitter', () => {
  it('runs a request alone when nothing waits, and what queues meanwhile as one group', async () => {
    const { runs, release, committer } = engine();
    const first = committer.run(async () => 'first');
    const queued = Array.from({ length: 5 }, (_, i) => committer.run(async () => `q${i}`));
    release();
    expect(await first).toBe('first');
    expect(await Promise.all(queued)).toEqual(['q0', 'q1', 'q2', 'q3', 'q4']);
    expect(runs).toEqual([['single'], ['group', '5']]);
  });

  it('gives every member the answer it gets alone when a group fails: each is run again on its own', async () => {
    const { runs, release, committer } = engine({ failGroups: true });
    const first = committer.run(async () => 0);
    const members = [
      committer.run(async () => 'ok'),
      committer.run(async () => {
        throw new Error('INSUFFICIENT_FUNDS');
      }),
      committer.run(async () => 'also ok'),
    ];
    release();
    await first;
    const settled = await Promise.allSettled(members);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['ok', 'INSUFFICIENT_FUNDS', 'also ok']);
    expect(runs).toEqual([['single'], ['group', '3'], ['single'], ['single'], ['single']]);
  });

  it('groups members only with members of the same key, keeping each key in arrival order', async () => {
    const { runs, release, committer } = engine();
    const first = committer.run(async () => 0);
    const order: string[] = [];
    const member = (key: string | undefined, name: string) =>
      committer.run(async () => {
        order.push(name);
        return name;
      }, key);
    const queued = [member('card-a', 'a1'), member('card-b', 'b1'), member('card-a', 'a2'), member(undefined, 'n1'), member('card-b', 'b2'), member('card-a', 'a3')];
    release();
    await first;
    expect(await Promise.all(queued)).toEqual(['a1', 'b1', 'a2', 'n1', 'b2', 'a3']);
    // One group per key, the key of the oldest waiting member first.
    expect(runs).toEqual([['single'], ['group', '3'], ['group', '2'], ['single']]);
    expect(order).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'n1']);
  });

  it('caps a group at its maximum size', async () => {
    const { runs, release, committer } = engine();
    const first = committer.run(async () => 0);
    const many = Array.from({ length: 20 }, (_, i) => committer.run(async () => i));
    release();
    await first;
    expect(await Promise.all(many)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(runs).toEqual([['single'], ['group', '8'], ['group', '8'], ['group', '4']]);
  });

  it('has requests that find another group running wait one event-loop turn, so that those of one turn run together', async () => {
    const { runs, release, committer } = engine({ maxInFlight: 2 });
    const first = committer.run(async () => 'first');
    // A slot is free, but a group is running: these two wait for the turn and go as one.
    const pair = [committer.run(async () => 'a'), committer.run(async () => 'b')];
    expect(await Promise.all(pair)).toEqual(['a', 'b']);
    release();
    expect(await first).toBe('first');
    expect(runs).toEqual([['single'], ['group', '2']]);
  });

  it('has the queue of a group that just ended wait one event-loop turn too, so that a process with one group in flight gathers what arrives in that turn', async () => {
    const { runs, release, committer } = engine({ maxInFlight: 1 });
    const first = committer.run(async () => 'first');
    const early = committer.run(async () => 'early');
    release();
    expect(await first).toBe('first');
    // Still the turn in which the first group ended: its end has been handled (a few
    // microtasks), the next turn of the event loop has not come.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    const late = committer.run(async () => 'late');
    expect(await Promise.all([early, late])).toEqual(['early', 'late']);
    expect(runs).toEqual([['single'], ['group', '2']]);
  });

  it('does not run the members of a group again when the database is unavailable, and answers the queue behind them at once', async () => {
    const lost = new DatabaseUnavailable('The database did not answer within 31000 ms', true);
    const { runs, release, committer } = engine({ failGroups: lost });
    const first = committer.run(async () => 0);
    const members = Array.from({ length: 8 }, (_, i) => committer.run(async () => i));
    const queued = Array.from({ length: 3 }, (_, i) => committer.run(async () => `q${i}`));
    release();
    await first;
    for (const s of await Promise.allSettled([...members, ...queued])) expect(s).toEqual({ status: 'rejected', reason: lost });
    // Run again alone, a member whose COMMIT may yet apply could be done twice.
    expect(runs).toEqual([['single'], ['group', '8']]);
  });
});
