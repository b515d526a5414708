import { type FieldError, fieldError, invalidInput } from '../../http/errors.ts';
import { currencyInfo } from '../fx/index.ts';

export type AgentPermission = 'VIEW_TRANSACTIONS' | 'CREATE_TRANSFERS' | 'CREATE_QUOTES' | 'EXECUTE_QUOTES' | 'MANAGE_EXTERNAL_ACCOUNTS';
export type ExecutionMode = 'AUTO' | 'APPROVAL_REQUIRED';

export interface SpendingLimits {
  currency: string;
  perTransactionLimit: bigint;
  /** null: no daily limit */
  dailyLimit: bigint | null;
  /** null: no limit on the number of transactions a day */
  dailyTransactionLimit: number | null;
  /** null: no monthly limit */
  monthlyLimit: bigint | null;
}

export interface AccountRule {
  accountId: string;
  /** null: the policy's defaultExecutionMode */
  executionMode: ExecutionMode | null;
  /** null: the policy's perTransactionLimit */
  perTransactionLimit: bigint | null;
}

/** The contract's AgentPolicy, amounts as bigint minor units. */
export interface AgentPolicy {
  permissions: AgentPermission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits: SpendingLimits;
  /** null: no restriction */
  accountRestrictions: {
    /** null: every account of the agent's customer */
    allowedAccountIds: string[] | null;
    accountRules: AccountRule[];
  } | null;
  /** null: no threshold */
  approvalThresholds: { currency: string | null; amount: bigint | null } | null;
}

/** The request shapes of the contract (AgentPolicy, AgentPolicyUpdateRequest), amounts as JSON integers. */
export interface RestrictionsInput {
  allowedAccountIds?: string[] | null;
  accountRules?: { accountId: string; executionMode?: ExecutionMode; perTransactionLimit?: number | null }[];
}
export interface ThresholdsInput {
  currency?: string;
  amount?: number | null;
}
export interface LimitsInput {
  currency?: string;
  perTransactionLimit?: number;
  dailyLimit?: number | null;
  dailyTransactionLimit?: number;
  monthlyLimit?: number | null;
}
export interface PolicyInput {
  permissions: AgentPermission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits: LimitsInput & { currency: string; perTransactionLimit: number };
  accountRestrictions?: RestrictionsInput;
  approvalThresholds?: ThresholdsInput;
}
export interface PolicyUpdateInput {
  permissions?: AgentPermission[];
  defaultExecutionMode?: ExecutionMode;
  spendingLimits?: LimitsInput;
  accountRestrictions?: RestrictionsInput;
  approvalThresholds?: ThresholdsInput;
}

/** Field problems found while reading a policy, all reported at once. */
class Problems {
  readonly list: FieldError[] = [];

  amount(field: string, value: number | null | undefined): bigint | null {
    if (value === undefined || value === null) return null;
    if (!Number.isSafeInteger(value) || value < 0) {
      this.list.push(fieldError(field, 'minimum', `${field} is an amount in minor units: send an integer of 0 or more`));
      return null;
    }
    return BigInt(value);
  }

  currency(field: string, value: string | undefined): string | null {
    if (value === undefined) return null;
    if (!currencyInfo(value)) {
      this.list.push(fieldError(field, 'currency', `${value.slice(0, 16)} is not a currency this service knows; send an ISO 4217 code such as USD (GET /currencies lists them)`));
      return null;
    }
    return value;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw invalidInput(this.list);
  }
}

const count = (n: bigint | null) => (n === null ? null : Number(n));
const dedupe = <T>(values: readonly T[]): T[] => [...new Set(values)];

function readRestrictions(p: Problems, input: RestrictionsInput): AgentPolicy['accountRestrictions'] {
  const rules: AccountRule[] = [];
  const seen = new Set<string>();
  (input.accountRules ?? []).forEach((rule, i) => {
    if (seen.has(rule.accountId)) {
      p.list.push(fieldError(`accountRestrictions.accountRules[${i}].accountId`, 'unique', 'each account has at most one rule: merge the rules for this account into one'));
    }
    seen.add(rule.accountId);
    rules.push({
      accountId: rule.accountId,
      executionMode: rule.executionMode ?? null,
      perTransactionLimit: p.amount(`accountRestrictions.accountRules[${i}].perTransactionLimit`, rule.perTransactionLimit),
    });
  });
  return { allowedAccountIds: input.allowedAccountIds == null ? null : dedupe(input.allowedAccountIds), accountRules: rules };
}

function readThresholds(p: Problems, input: ThresholdsInput): AgentPolicy['approvalThresholds'] {
  const currency = p.currency('approvalThresholds.currency', input.currency);
  const amount = p.amount('approvalThresholds.amount', input.amount);
  if (amount !== null && input.currency === undefined) {
    p.list.push(fieldError('approvalThresholds.currency', 'required', 'approvalThresholds.currency is required with an amount: send the currency the amount is in'));
  }
  return { currency, amount };
}

/** A whole policy (createAgent), checked; throws 400 naming every bad field. */
export function readPolicy(input: PolicyInput): AgentPolicy {
  const p = new Problems();
  const limits = input.spendingLimits;
  const policy: AgentPolicy = {
    permissions: dedupe(input.permissions),
    defaultExecutionMode: input.defaultExecutionMode,
    spendingLimits: {
      currency: p.currency('spendingLimits.currency', limits.currency) ?? limits.currency,
      perTransactionLimit: p.amount('spendingLimits.perTransactionLimit', limits.perTransactionLimit) ?? 0n,
      dailyLimit: p.amount('spendingLimits.dailyLimit', limits.dailyLimit),
      dailyTransactionLimit: count(p.amount('spendingLimits.dailyTransactionLimit', limits.dailyTransactionLimit)),
      monthlyLimit: p.amount('spendingLimits.monthlyLimit', limits.monthlyLimit),
    },
    accountRestrictions: input.accountRestrictions ? readRestrictions(p, input.accountRestrictions) : null,
    approvalThresholds: input.approvalThresholds ? readThresholds(p, input.approvalThresholds) : null,
  };
  p.throwIfAny();
  return policy;
}

/**
 * A partial update (updateAgentPolicy) applied to `current`: `permissions`, `accountRestrictions`
 * and `approvalThresholds` replace what was there; `spendingLimits` changes only the fields sent
 * (null removes a daily or monthly limit). A new currency is applied by `recast` (the caller's
 * FX conversion) to the limits not sent with it, which are in the old currency.
 */
export async function applyPolicyUpdate(
  current: AgentPolicy,
  input: PolicyUpdateInput,
  recast: (amount: bigint, from: string, to: string) => Promise<bigint>,
): Promise<AgentPolicy> {
  const fields = ['permissions', 'defaultExecutionMode', 'spendingLimits', 'accountRestrictions', 'approvalThresholds'] as const;
  if (!fields.some((f) => input[f] !== undefined)) {
    throw invalidInput([fieldError('body', 'minProperties', `send at least one of ${fields.join(', ')}`)]);
  }
  const p = new Problems();
  const next: AgentPolicy = {
    ...current,
    permissions: input.permissions ? dedupe(input.permissions) : current.permissions,
    defaultExecutionMode: input.defaultExecutionMode ?? current.defaultExecutionMode,
    accountRestrictions: input.accountRestrictions ? readRestrictions(p, input.accountRestrictions) : current.accountRestrictions,
    approvalThresholds: input.approvalThresholds ? readThresholds(p, input.approvalThresholds) : current.approvalThresholds,
  };
  const limits = input.spendingLimits;
  if (limits) {
    const was = current.spendingLimits;
    const currency = p.currency('spendingLimits.currency', limits.currency) ?? was.currency;
    const perTransactionLimit = p.amount('spendingLimits.perTransactionLimit', limits.perTransactionLimit);
    const dailyLimit = p.amount('spendingLimits.dailyLimit', limits.dailyLimit);
    const monthlyLimit = p.amount('spendingLimits.monthlyLimit', limits.monthlyLimit);
    const dailyCount = count(p.amount('spendingLimits.dailyTransactionLimit', limits.dailyTransactionLimit));
    p.throwIfAny();
    const carried = async (sent: bigint | null, key: 'perTransactionLimit' | 'dailyLimit' | 'monthlyLimit'): Promise<bigint | null> => {
      if (limits[key] !== undefined) return sent;
      const old = was[key];
      return old === null || currency === was.currency ? old : recast(old, was.currency, currency);
    };
    next.spendingLimits = {
      currency,
      perTransactionLimit: (await carried(perTransactionLimit, 'perTransactionLimit')) ?? 0n,
      dailyLimit: await carried(dailyLimit, 'dailyLimit'),
      dailyTransactionLimit: dailyCount ?? was.dailyTransactionLimit,
      monthlyLimit: await carried(monthlyLimit, 'monthlyLimit'),
    };
  }
  p.throwIfAny();
  return next;
}

/** Every account id a policy names, with the field it is in (checked against the agent's customer). */
export function accountIdsIn(policy: AgentPolicy): { field: string; accountId: string }[] {
  const r = policy.accountRestrictions;
  if (!r) return [];
  return [
    ...(r.allowedAccountIds ?? []).map((accountId, i) => ({ field: `accountRestrictions.allowedAccountIds[${i}]`, accountId })),
    ...r.accountRules.map((rule, i) => ({ field: `accountRestrictions.accountRules[${i}].accountId`, accountId: rule.accountId })),
  ];
}

// Stored as jsonb with amounts as decimal strings: exact beyond 2^53, unlike JSON numbers.
interface StoredPolicy {
  permissions: AgentPermission[];
  defaultExecutionMode: ExecutionMode;
  spendingLimits: { currency: string; perTransactionLimit: string; dailyLimit: string | null; dailyTransactionLimit: number | null; monthlyLimit: string | null };
  accountRestrictions: { allowedAccountIds: string[] | null; accountRules: { accountId: string; executionMode: ExecutionMode | null; perTransactionLimit: string | null }[] } | null;
  approvalThresholds: { currency: string | null; amount: string | null } | null;
}

const str = (v: bigint | null) => (v === null ? null : v.toString());
const big = (v: string | null) => (v === null ? null : BigInt(v));

export function storePolicy(policy: AgentPolicy): string {
  const s = policy.spendingLimits;
  const stored: StoredPolicy = {
    permissions: policy.permissions,
    defaultExecutionMode: policy.defaultExecutionMode,
    spendingLimits: { ...s, perTransactionLimit: s.perTransactionLimit.toString(), dailyLimit: str(s.dailyLimit), monthlyLimit: str(s.monthlyLimit) },
    accountRestrictions: policy.accountRestrictions && {
      allowedAccountIds: policy.accountRestrictions.allowedAccountIds,
      accountRules: policy.accountRestrictions.accountRules.map((r) => ({ ...r, perTransactionLimit: str(r.perTransactionLimit) })),
    },
    approvalThresholds: policy.approvalThresholds && { currency: policy.approvalThresholds.currency, amount: str(policy.approvalThresholds.amount) },
  };
  return JSON.stringify(stored);
}

export function loadPolicy(raw: unknown): AgentPolicy {
  const stored = (typeof raw === 'string' ? JSON.parse(raw) : raw) as StoredPolicy;
  const s = stored.spendingLimits;
  return {
    permissions: stored.permissions,
    defaultExecutionMode: stored.defaultExecutionMode,
    spendingLimits: { ...s, perTransactionLimit: BigInt(s.perTransactionLimit), dailyLimit: big(s.dailyLimit), monthlyLimit: big(s.monthlyLimit) },
    accountRestrictions: stored.accountRestrictions && {
      allowedAccountIds: stored.accountRestrictions.allowedAccountIds,
      accountRules: stored.accountRestrictions.accountRules.map((r) => ({ ...r, perTransactionLimit: big(r.perTransactionLimit) })),
    },
    approvalThresholds: stored.approvalThresholds && { currency: stored.approvalThresholds.currency, amount: big(stored.approvalThresholds.amount) },
  };
}

/** The contract's AgentPolicy JSON: optional fields left out rather than null where the contract does not allow null. */
export function presentPolicy(policy: AgentPolicy): Record<string, unknown> {
  const s = policy.spendingLimits;
  const limits: Record<string, unknown> = { currency: s.currency, perTransactionLimit: s.perTransactionLimit, dailyLimit: s.dailyLimit, monthlyLimit: s.monthlyLimit };
  if (s.dailyTransactionLimit !== null) limits.dailyTransactionLimit = s.dailyTransactionLimit;
  const out: Record<string, unknown> = { permissions: policy.permissions, defaultExecutionMode: policy.defaultExecutionMode, spendingLimits: limits };
  const r = policy.accountRestrictions;
  if (r) {
    out.accountRestrictions = {
      allowedAccountIds: r.allowedAccountIds,
      accountRules: r.accountRules.map((rule) => ({
        accountId: rule.accountId,
        ...(rule.executionMode ? { executionMode: rule.executionMode } : {}),
        perTransactionLimit: rule.perTransactionLimit,
      })),
    };
  }
  const t = policy.approvalThresholds;
  if (t) out.approvalThresholds = { ...(t.currency ? { currency: t.currency } : {}), amount: t.amount };
  return out;
}
