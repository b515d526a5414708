import { operation } from '../../http/operation.ts';
import { advanceClock, readClock } from './clock.ts';

export const sandboxClockOperations = [
  operation('getSandboxClock', { runs: 'read', status: 200, sandboxOnly: true }, (ctx) =>
    readClock(ctx.services.db, ctx.caller.platformId, ctx.services.clock.now()),
  ),

  operation('advanceSandboxClock', { runs: 'write', status: 200, sandboxOnly: true }, async (ctx, tx) => {
    const clock = await advanceClock(tx, ctx.body.seconds);
    // What came due is started now rather than at the loops' next turn.
    ctx.afterCommit(() => ctx.services.worker.wakeAll());
    return clock;
  }),
];
