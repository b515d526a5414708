import { describe, expect, it } from 'vitest';
import { canMove, TRANSITIONS } from '../../../src/modules/payments/state.ts';
import { SandboxRails, SLOW_SETTLE_MS } from '../../../src/sandbox/rails.ts';

const rails = new SandboxRails();
const plan = (amount: bigint) => rails.plan({ sendingAmount: amount, sendingCurrency: 'USD', destinationKind: 'EXTERNAL' });

describe('sandbox rails', () => {
  it('picks the outcome from the last three digits of the amount', () => {
    expect(plan(10_000n).failure).toBeNull();
    expect(plan(901n).failure).toBe('QUOTE_EXECUTION_FAILED');
    expect(plan(12_902n).failure).toBe('PAYOUT_RETURNED');
    expect(plan(3_903n).failure).toBe('ACCOUNT_INVALID');
    expect(plan(904n).failure).toBe('ACCOUNT_CANNOT_RECEIVE');
    expect(plan(905n).failure).toBe('COMPLIANCE_REJECTED');
    expect(plan(906n).failure).toBe('LIMIT_EXCEEDED');
    expect(plan(1_901_000n).failure).toBeNull();
  });

  it('keeps amounts ending in 907 processing for six minutes', () => {
    expect(plan(907n)).toMatchObject({ failure: null, settleAfterMs: SLOW_SETTLE_MS });
    expect(plan(100n).settleAfterMs).toBe(0);
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
