import { describe, expect, it } from 'vitest';
import { canMove, TRANSITIONS } from '../../../src/modules/payments/state.ts';
import { RETURN_AFTER_MS, SandboxRails, SLOW_SETTLE_MS } from '../../../src/sandbox/rails.ts';

const rails = new SandboxRails();
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const payout = (amount: bigint, destinationKind: 'INTERNAL' | 'EXTERNAL' = 'EXTERNAL') => ({ id: `p-${amount}`, amount, currency: 'USD', destinationKind });
const submitted = (amount: bigint, settledAt: Date | null = null) => ({ ...payout(amount), reference: 'r', submittedAt: t0, settledAt });
const report = async (amount: bigint, now: Date, settledAt: Date | null = null) => (await rails.reports([submitted(amount, settledAt)], now))[0];

describe('sandbox rails', () => {
  it('accepts every payout but 901 (refused at submission), and the same id answers the same again', async () => {
    const acks = await rails.submit([payout(10_000n), payout(901n), payout(903n)]);
    expect(acks.map((a) => a.accepted)).toEqual([true, false, true]);
    expect(acks[1]).toMatchObject({ accepted: false, failure: 'QUOTE_EXECUTION_FAILED' });
    expect(await rails.submit([payout(10_000n)])).toEqual([acks[0]]);
  });

  it('reports the outcome the last three digits pick, once due', async () => {
    expect(await report(10_000n, t0)).toMatchObject({ outcome: 'SETTLED', watchUntil: null });
    expect(await report(1_901_000n, t0)).toMatchObject({ outcome: 'SETTLED' });
    expect(await report(3_903n, t0)).toMatchObject({ outcome: 'FAILED', failure: 'ACCOUNT_INVALID' });
    expect(await report(904n, t0)).toMatchObject({ outcome: 'FAILED', failure: 'ACCOUNT_CANNOT_RECEIVE' });
    expect(await report(905n, t0)).toMatchObject({ outcome: 'FAILED', failure: 'COMPLIANCE_REJECTED' });
    expect(await report(906n, t0)).toMatchObject({ outcome: 'FAILED', failure: 'LIMIT_EXCEEDED' });
    // Moves between the service's own accounts take no bank refusal.
    expect((await rails.reports([{ ...submitted(903n), destinationKind: 'INTERNAL' }], t0))[0]).toMatchObject({ outcome: 'SETTLED' });
  });

  it('settles, then returns 902 a minute later; watches until then', async () => {
    expect(await report(12_902n, t0)).toMatchObject({ outcome: 'SETTLED', watchUntil: at(RETURN_AFTER_MS) });
    expect(await report(12_902n, at(1_000), t0)).toMatchObject({ outcome: 'NONE', askAgainAt: at(RETURN_AFTER_MS) });
    expect(await report(12_902n, at(RETURN_AFTER_MS), t0)).toMatchObject({ outcome: 'RETURNED' });
  });

  it('keeps amounts ending in 907 processing for six minutes', async () => {
    expect(await report(907n, at(SLOW_SETTLE_MS - 1))).toMatchObject({ outcome: 'NONE', askAgainAt: at(SLOW_SETTLE_MS) });
    expect(await report(907n, at(SLOW_SETTLE_MS))).toMatchObject({ outcome: 'SETTLED' });
  });
});

describe('transaction state machine', () => {
  it('allows only the transitions of its table', () => {
    expect(canMove('OUTGOING', 'PENDING', 'PROCESSING')).toBe(true);
    expect(canMove('OUTGOING', 'PENDING', 'COMPLETED')).toBe(false);
    expect(canMove('OUTGOING', 'COMPLETED', 'FAILED')).toBe(true);
    expect(canMove('INCOMING', 'PENDING', 'COMPLETED')).toBe(true);
    expect(canMove('INCOMING', 'COMPLETED', 'FAILED')).toBe(false);
    for (const type of ['OUTGOING', 'INCOMING'] as const) expect(TRANSITIONS[type].FAILED).toEqual([]);
  });
});
