import type { AgentPermission, AgentPolicy, AgentUsage } from '../agents/index.ts';

/**
 * The agent policy engine: one decision table, read top to bottom, the first row whose
 * condition holds deciding. Pure: every fact it needs (the policy, the usage already rolled over
 * to today, whether the agent is paused, the amounts already converted) is handed in, so the
 * same table decides when an agent asks and again when the platform approves
 * (docs/agents.md, "Policy, actions and approvals").
 */

export type AgentActionType = 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';

export interface ActionFacts {
  type: AgentActionType;
  /** Public ids (InternalAccount:…, ExternalAccount:…) as the API shows them; null for a destination that is no account (an UMA address). */
  sourceAccountId: string;
  destinationAccountId: string | null;
  /** The amount in minor units of spendingLimits.currency (conversion.ts rounds it up). */
  amountInLimitCurrency: bigint;
  /** The amount in minor units of approvalThresholds.currency; null when the policy has no threshold amount. */
  amountInThresholdCurrency: bigint | null;
}

export interface DecisionInput {
  policy: AgentPolicy;
  usage: AgentUsage;
  isPaused: boolean;
  action: ActionFacts;
}

/** Why an action is refused: `details.policyRefusal` of the 403, and an action's failureReason when an approval meets it. */
export type RefusalCode =
  | 'AGENT_PAUSED'
  | 'PERMISSION_MISSING'
  | 'ACCOUNT_NOT_ALLOWED'
  | 'PER_TRANSACTION_LIMIT_EXCEEDED'
  | 'DAILY_LIMIT_EXCEEDED'
  | 'MONTHLY_LIMIT_EXCEEDED'
  | 'DAILY_TRANSACTION_LIMIT_EXCEEDED';

export type ApprovalCause = 'EXECUTION_MODE' | 'APPROVAL_THRESHOLD';

export type Decision =
  | { outcome: 'REFUSE'; code: RefusalCode; reason: string }
  | { outcome: 'NEEDS_APPROVAL'; cause: ApprovalCause; reason: string }
  | { outcome: 'EXECUTE' };

/** The permission each action type needs. */
export const PERMISSION_OF: Readonly<Record<AgentActionType, AgentPermission>> = {
  EXECUTE_QUOTE: 'EXECUTE_QUOTES',
  TRANSFER_OUT: 'CREATE_TRANSFERS',
  TRANSFER_IN: 'CREATE_TRANSFERS',
};

/** What the rows read: the input and the values derived from it once. */
interface Facts extends DecisionInput {
  accounts: string[];
  rule: NonNullable<AgentPolicy['accountRestrictions']>['accountRules'][number] | undefined;
  perTransactionLimit: bigint;
  mode: 'AUTO' | 'APPROVAL_REQUIRED';
  currency: string;
}

interface Row {
  when: (f: Facts) => boolean;
  then: (f: Facts) => Decision;
}

const refuse = (code: RefusalCode, reason: string): Decision => ({ outcome: 'REFUSE', code, reason });
const approval = (cause: ApprovalCause, reason: string): Decision => ({ outcome: 'NEEDS_APPROVAL', cause, reason });

/**
 * The first two rows on their own: what any initiating call of an agent meets before its
 * request is even read (a paused agent, a permission the policy lacks), money or not.
 */
export function gateRefusal(isPaused: boolean, permissions: readonly AgentPermission[], needed: AgentPermission | null): Decision | null {
  if (isPaused) return refuse('AGENT_PAUSED', 'The agent is paused and initiates nothing; the platform resumes it with PATCH /agents/{agentId} {"isPaused": false}');
  if (needed && !permissions.includes(needed)) {
    return refuse('PERMISSION_MISSING', `This needs the ${needed} permission, which the agent's policy does not grant; the platform adds it with PATCH /agents/{agentId}/policy`);
  }
  return null;
}

/** The table. Refusals first (nothing the platform could approve), then what makes an action wait, then execution. */
export const DECISION_TABLE: readonly Row[] = [
  { when: (f) => f.isPaused, then: (f) => gateRefusal(true, f.policy.permissions, null)! },
  {
    when: (f) => !f.policy.permissions.includes(PERMISSION_OF[f.action.type]),
    then: (f) => gateRefusal(false, f.policy.permissions, PERMISSION_OF[f.action.type])!,
  },
  {
    when: (f) => {
      const allowed = f.policy.accountRestrictions?.allowedAccountIds;
      return allowed != null && f.accounts.some((a) => !allowed.includes(a));
    },
    then: (f) => {
      const allowed = f.policy.accountRestrictions?.allowedAccountIds ?? [];
      const outside = f.accounts.filter((a) => !allowed.includes(a));
      return refuse('ACCOUNT_NOT_ALLOWED', `The agent's policy does not allow ${outside.join(' and ')}; use one of its allowedAccountIds (${allowed.join(', ') || 'none'})`);
    },
  },
  {
    when: (f) => f.action.amountInLimitCurrency > f.perTransactionLimit,
    then: (f) =>
      refuse(
        'PER_TRANSACTION_LIMIT_EXCEEDED',
        `${f.action.amountInLimitCurrency} ${f.currency} minor units is above the ${f.rule?.perTransactionLimit != null ? `per-transaction limit of ${f.rule.accountId}` : 'per-transaction limit'} of ${f.perTransactionLimit}; send at most that`,
      ),
  },
  {
    when: (f) => f.policy.spendingLimits.dailyLimit !== null && f.usage.dailySpend + f.action.amountInLimitCurrency > f.policy.spendingLimits.dailyLimit,
    then: (f) =>
      refuse(
        'DAILY_LIMIT_EXCEEDED',
        `The daily limit is ${f.policy.spendingLimits.dailyLimit} ${f.currency} minor units and ${f.usage.dailySpend} is spent today; send at most ${maxZero(f.policy.spendingLimits.dailyLimit! - f.usage.dailySpend)}, or wait for the next UTC day`,
      ),
  },
  {
    when: (f) => f.policy.spendingLimits.monthlyLimit !== null && f.usage.monthlySpend + f.action.amountInLimitCurrency > f.policy.spendingLimits.monthlyLimit,
    then: (f) =>
      refuse(
        'MONTHLY_LIMIT_EXCEEDED',
        `The monthly limit is ${f.policy.spendingLimits.monthlyLimit} ${f.currency} minor units and ${f.usage.monthlySpend} is spent this month; send at most ${maxZero(f.policy.spendingLimits.monthlyLimit! - f.usage.monthlySpend)}, or wait for the next UTC month`,
      ),
  },
  {
    when: (f) => f.policy.spendingLimits.dailyTransactionLimit !== null && f.usage.dailyTransactionCount + 1 > f.policy.spendingLimits.dailyTransactionLimit,
    then: (f) =>
      refuse(
        'DAILY_TRANSACTION_LIMIT_EXCEEDED',
        `The agent may make ${f.policy.spendingLimits.dailyTransactionLimit} transactions a day and has made ${f.usage.dailyTransactionCount}; wait for the next UTC day`,
      ),
  },
  {
    when: (f) => f.mode === 'APPROVAL_REQUIRED',
    then: (f) =>
      approval('EXECUTION_MODE', f.rule?.executionMode ? `The policy's rule for ${f.rule.accountId} requires approval` : "The policy's default execution mode requires approval"),
  },
  {
    when: (f) => {
      const t = f.policy.approvalThresholds;
      return t?.amount != null && f.action.amountInThresholdCurrency !== null && f.action.amountInThresholdCurrency > t.amount;
    },
    then: (f) => approval('APPROVAL_THRESHOLD', `The amount is above the approval threshold of ${f.policy.approvalThresholds?.amount} ${f.policy.approvalThresholds?.currency} minor units`),
  },
  { when: () => true, then: () => ({ outcome: 'EXECUTE' }) },
];

const maxZero = (n: bigint) => (n < 0n ? 0n : n);

/** The first row of DECISION_TABLE that holds, applied. */
export function decide(input: DecisionInput): Decision {
  const { policy, action } = input;
  const accounts = [action.sourceAccountId, ...(action.destinationAccountId ? [action.destinationAccountId] : [])];
  // The rule of the first account the action names (source, then destination) that has one.
  const rules = policy.accountRestrictions?.accountRules ?? [];
  const rule = accounts.map((a) => rules.find((r: Facts['rule'] & object) => r.accountId === a)).find((r) => r !== undefined);
  const facts: Facts = {
    ...input,
    accounts,
    rule,
    perTransactionLimit: rule?.perTransactionLimit ?? policy.spendingLimits.perTransactionLimit,
    mode: rule?.executionMode ?? policy.defaultExecutionMode,
    currency: policy.spendingLimits.currency,
  };
  for (const row of DECISION_TABLE) if (row.when(facts)) return row.then(facts);
  throw new Error('unreachable: the decision table ends with a row that always holds');
}
