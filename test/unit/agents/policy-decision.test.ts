import { describe, expect, it } from 'vitest';
import type { AgentPolicy, AgentUsage } from '../../../src/modules/agents/index.ts';
import { convertUp as minorUnitsUp } from '../../../src/modules/fx/index.ts';
import { type ActionFacts, DECISION_TABLE, decide, type DecisionInput } from '../../../src/modules/agent-actions/policy-decision.ts';
import { ratio } from '../../../src/kernel/ratio.ts';

const SRC = 'InternalAccount:019a0000-0000-7000-8000-000000000001';
const DST = 'ExternalAccount:019a0000-0000-7000-8000-000000000002';

const policy = (over: Partial<AgentPolicy> = {}): AgentPolicy => ({
  permissions: ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES'],
  defaultExecutionMode: 'AUTO',
  spendingLimits: { currency: 'USD', perTransactionLimit: 10_000n, dailyLimit: 50_000n, dailyTransactionLimit: 5, monthlyLimit: 200_000n },
  accountRestrictions: null,
  approvalThresholds: null,
  ...over,
});
const usage = (over: Partial<AgentUsage> = {}): AgentUsage => ({
  dailyTransactionCount: 0,
  dailySpend: 0n,
  monthlySpend: 0n,
  dailyResetDate: '2025-01-15',
  monthlyResetMonth: '2025-01',
  ...over,
});
const action = (over: Partial<ActionFacts> = {}): ActionFacts => ({
  type: 'TRANSFER_OUT',
  sourceAccountId: SRC,
  destinationAccountId: DST,
  amountInLimitCurrency: 1_000n,
  amountInThresholdCurrency: null,
  ...over,
});
const input = (over: { policy?: Partial<AgentPolicy>; usage?: Partial<AgentUsage>; action?: Partial<ActionFacts>; isPaused?: boolean } = {}): DecisionInput => ({
  policy: policy(over.policy),
  usage: usage(over.usage),
  isPaused: over.isPaused ?? false,
  action: action(over.action),
});
const refusal = (i: DecisionInput) => {
  const d = decide(i);
  return d.outcome === 'REFUSE' ? d.code : d.outcome;
};

describe('the agent policy decision table, row by row', () => {
  it('has one row per outcome below, the last always holding', () => {
    expect(DECISION_TABLE).toHaveLength(10);
  });

  it('row 1: a paused agent is refused, whatever else holds', () => {
    expect(refusal(input({ isPaused: true }))).toBe('AGENT_PAUSED');
    expect(refusal(input({ isPaused: true, policy: { permissions: [] } }))).toBe('AGENT_PAUSED');
  });

  it('row 2: the permission of the action type is needed', () => {
    expect(refusal(input({ policy: { permissions: ['EXECUTE_QUOTES'] } }))).toBe('PERMISSION_MISSING');
    expect(refusal(input({ policy: { permissions: ['CREATE_TRANSFERS'] }, action: { type: 'EXECUTE_QUOTE' } }))).toBe('PERMISSION_MISSING');
    expect(refusal(input({ policy: { permissions: ['CREATE_TRANSFERS'] }, action: { type: 'TRANSFER_IN' } }))).toBe('EXECUTE');
    const d = decide(input({ policy: { permissions: ['VIEW_TRANSACTIONS'] } }));
    expect(d.outcome === 'REFUSE' && d.reason).toContain('CREATE_TRANSFERS');
  });

  it('row 3: every account the action names must be allowed when a list is set', () => {
    expect(refusal(input({ policy: { accountRestrictions: { allowedAccountIds: [SRC], accountRules: [] } } }))).toBe('ACCOUNT_NOT_ALLOWED');
    expect(refusal(input({ policy: { accountRestrictions: { allowedAccountIds: [SRC, DST], accountRules: [] } } }))).toBe('EXECUTE');
    expect(refusal(input({ policy: { accountRestrictions: { allowedAccountIds: null, accountRules: [] } } }))).toBe('EXECUTE');
    // A destination that is no account (an UMA address) names nothing to allow.
    expect(refusal(input({ policy: { accountRestrictions: { allowedAccountIds: [SRC], accountRules: [] } }, action: { destinationAccountId: null } }))).toBe('EXECUTE');
  });

  it('row 4: the per-transaction limit, a per-account rule overriding it either way', () => {
    expect(refusal(input({ action: { amountInLimitCurrency: 10_000n } }))).toBe('EXECUTE');
    expect(refusal(input({ action: { amountInLimitCurrency: 10_001n } }))).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
    const rule = (limit: bigint | null) => ({ accountRestrictions: { allowedAccountIds: null, accountRules: [{ accountId: SRC, executionMode: null, perTransactionLimit: limit }] } });
    expect(refusal(input({ policy: rule(500n), action: { amountInLimitCurrency: 501n } }))).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
    expect(refusal(input({ policy: rule(20_000n), action: { amountInLimitCurrency: 15_000n } }))).toBe('EXECUTE');
    expect(refusal(input({ policy: rule(null), action: { amountInLimitCurrency: 10_001n } }))).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
  });

  it('row 5: the daily limit counts what is spent today', () => {
    expect(refusal(input({ usage: { dailySpend: 45_000n }, action: { amountInLimitCurrency: 5_000n } }))).toBe('EXECUTE');
    expect(refusal(input({ usage: { dailySpend: 45_000n }, action: { amountInLimitCurrency: 5_001n } }))).toBe('DAILY_LIMIT_EXCEEDED');
    expect(refusal(input({ policy: { spendingLimits: { ...policy().spendingLimits, dailyLimit: null } }, usage: { dailySpend: 10n ** 12n } }))).toBe('EXECUTE');
  });

  it('row 6: the monthly limit counts what is spent this month', () => {
    expect(refusal(input({ usage: { monthlySpend: 199_500n }, action: { amountInLimitCurrency: 501n } }))).toBe('MONTHLY_LIMIT_EXCEEDED');
    expect(refusal(input({ usage: { monthlySpend: 199_500n }, action: { amountInLimitCurrency: 500n } }))).toBe('EXECUTE');
  });

  it('row 7: the daily transaction count', () => {
    expect(refusal(input({ usage: { dailyTransactionCount: 4 } }))).toBe('EXECUTE');
    expect(refusal(input({ usage: { dailyTransactionCount: 5 } }))).toBe('DAILY_TRANSACTION_LIMIT_EXCEEDED');
    expect(refusal(input({ policy: { spendingLimits: { ...policy().spendingLimits, dailyTransactionLimit: null } }, usage: { dailyTransactionCount: 500 } }))).toBe('EXECUTE');
  });

  it('row 8: APPROVAL_REQUIRED by default or by the rule of an account waits; an AUTO rule overrides the default', () => {
    expect(decide(input({ policy: { defaultExecutionMode: 'APPROVAL_REQUIRED' } }))).toMatchObject({ outcome: 'NEEDS_APPROVAL', cause: 'EXECUTION_MODE' });
    const rule = (mode: 'AUTO' | 'APPROVAL_REQUIRED') => ({ accountRestrictions: { allowedAccountIds: null, accountRules: [{ accountId: DST, executionMode: mode, perTransactionLimit: null }] } });
    expect(decide(input({ policy: rule('APPROVAL_REQUIRED') }))).toMatchObject({ outcome: 'NEEDS_APPROVAL', cause: 'EXECUTION_MODE' });
    expect(decide(input({ policy: { ...rule('AUTO'), defaultExecutionMode: 'APPROVAL_REQUIRED' } }))).toEqual({ outcome: 'EXECUTE' });
    // A refusal comes before any approval: the platform cannot approve past a limit.
    expect(refusal(input({ policy: { defaultExecutionMode: 'APPROVAL_REQUIRED' }, action: { amountInLimitCurrency: 10_001n } }))).toBe('PER_TRANSACTION_LIMIT_EXCEEDED');
  });

  it('row 9: above the approval threshold waits, at or below it executes', () => {
    const t = { approvalThresholds: { currency: 'EUR', amount: 2_000n } };
    expect(decide(input({ policy: t, action: { amountInThresholdCurrency: 2_001n } }))).toMatchObject({ outcome: 'NEEDS_APPROVAL', cause: 'APPROVAL_THRESHOLD' });
    expect(decide(input({ policy: t, action: { amountInThresholdCurrency: 2_000n } }))).toEqual({ outcome: 'EXECUTE' });
    expect(decide(input({ policy: { approvalThresholds: { currency: null, amount: null } }, action: { amountInThresholdCurrency: null } }))).toEqual({ outcome: 'EXECUTE' });
  });

  it('row 10: otherwise it executes', () => {
    expect(decide(input())).toEqual({ outcome: 'EXECUTE' });
  });
});

describe('conversion into the policy currency', () => {
  it('rounds up, so a limit is never passed by rounding', () => {
    // 1 EUR = 1.08 USD: 999 euro cents are 1078.92 US cents, counted as 1079.
    expect(minorUnitsUp(999n, ratio(108n, 100n), 2, 2)).toBe(1079n);
    expect(minorUnitsUp(1000n, ratio(108n, 100n), 2, 2)).toBe(1080n);
    // Decimals differ: 1 JPY (0 decimals) at 0.0067 USD is 0.67 cents, counted as 1.
    expect(minorUnitsUp(1n, ratio(67n, 10_000n), 0, 2)).toBe(1n);
    expect(minorUnitsUp(0n, ratio(67n, 10_000n), 0, 2)).toBe(0n);
  });
});
