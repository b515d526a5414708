import type { Sql } from '../../db/driver.ts';
import { ApiError, errors } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { next } from '../../kernel/state-machine.ts';
import type { Tx } from '../../kernel/tx.ts';
import { findInternal } from '../accounts/index.ts';
import { type AgentRecord, addAgentUsage, lockAgent } from '../agents/index.ts';
import { loadCustomer } from '../customers/index.ts';
import { approvePendingPayment, type Notify, type PaymentPorts, rejectPendingPayment } from '../payments/index.ts';
import { amountsForPolicy } from './conversion.ts';
import { actingAgent, type AgentScope, refusalError } from './guard.ts';
import { type Decision, decide, PERMISSION_OF } from './policy-decision.ts';
import { executeQuotePlan, type Plan, transactionIdOf, transferInPlan, transferOutPlan } from './plans.ts';
import { presentAction, presentFresh } from './present.ts';
import { AGENT_ACTION } from './status.ts';
import { type ActionFilters, type ActionRow, findAction, findActionByTransaction, insertAction, listActions, moveAction } from './store.ts';

/** What running an agent's payment needs beyond its transaction. */
export interface Runner {
  ports: PaymentPorts;
  notify: Notify;
}

/** The decision table applied to a plan, its amount converted into the policy's currencies now. */
async function decideFor(ports: PaymentPorts, now: Date, agent: AgentRecord, plan: Plan): Promise<{ decision: Decision; spend: bigint }> {
  const amounts = await amountsForPolicy(ports.fxSource, now, agent.policy, plan.amount, plan.currency);
  const decision = decide({
    policy: agent.policy,
    usage: agent.usage,
    isPaused: agent.isPaused,
    action: {
      type: plan.type,
      sourceAccountId: plan.sourceAccountId,
      destinationAccountId: plan.destinationAccountId,
      amountInLimitCurrency: amounts.inLimitCurrency,
      amountInThresholdCurrency: amounts.inThresholdCurrency,
    },
  });
  return { decision, spend: amounts.inLimitCurrency };
}

/**
 * Counts the payment against the agent's usage and runs it through payments, in the caller's
 * transaction and under the agent's row lock (lockAgent), so usage and payment commit or roll
 * back together and two payments of one agent are decided one after the other.
 */
async function run(tx: Tx, runner: Runner, agent: AgentRecord, plan: Plan, spend: bigint) {
  await addAgentUsage(tx, agent.id, spend);
  const payment = await plan.execute(tx, runner.ports, runner.notify, agent.id);
  return { payment, transactionId: transactionIdOf(payment.transaction) };
}

/** Operations `agentCreateTransferOut`, `agentCreateTransferIn`, `agentExecuteQuote`: the plan decided, then executed, held for approval, or refused (403). */
export async function initiate(tx: Tx, runner: Runner, scope: AgentScope, type: Plan['type'], build: (tx: Tx) => Promise<Plan>): Promise<Record<string, unknown>> {
  const agent = await actingAgent(tx, scope, PERMISSION_OF[type]);
  const plan = await build(tx);
  const { decision, spend } = await decideFor(runner.ports, tx.now, agent, plan);
  if (decision.outcome === 'REFUSE') throw refusalError(decision, PERMISSION_OF[type]);
  const customer = await loadCustomer(tx, tx.platformId, formatId('Customer', scope.customerId));
  const base = {
    id: newId(),
    agent_id: agent.id,
    customer_id: scope.customerId,
    platform_customer_id: customer.platform_customer_id ?? formatId('Customer', scope.customerId),
    type: plan.type,
    quote_id: plan.quote?.id ?? null,
    transfer: plan.transfer ?? null,
    rejection_reason: null,
    failure_reason: null,
  };
  if (decision.outcome === 'NEEDS_APPROVAL') {
    // Nothing moves and nothing is counted until the platform approves.
    const row = await insertAction(tx, { ...base, status: 'PENDING_APPROVAL', transaction_id: plan.transactionId });
    const shown = await presentAction(tx, row, tx.now);
    await tx.emit('AGENT_ACTION.PENDING_APPROVAL', shown);
    return shown;
  }
  const { payment, transactionId } = await run(tx, runner, agent, plan, spend);
  const row = await insertAction(tx, { ...base, status: 'APPROVED', transaction_id: transactionId ?? plan.transactionId });
  return presentFresh(tx, row, tx.now, payment);
}

/** The plan of a stored action, built again against the state now. */
function planOf(tx: Tx, row: ActionRow, agent: AgentRecord): Promise<Plan> {
  if (row.type === 'EXECUTE_QUOTE') return executeQuotePlan(tx, agent.id, formatId('Quote', row.quote_id as string));
  const t = row.transfer!;
  const input = { ...t, amount: BigInt(t.amount) };
  return row.type === 'TRANSFER_OUT' ? transferOutPlan(tx, row.customer_id, input) : transferInPlan(tx, row.customer_id, input);
}

/**
 * The platform approves a pending action (operations `approveAgentAction`, and
 * `approvePendingPayment` for the action's transaction): executed against the state at this
 * moment. The agent paused or deleted, its policy now refusing it (permissions, accounts, lowered
 * limits, today's spend), the quote expired or executed, an account gone, funds short: the action
 * is FAILED with the reason and nothing moves.
 */
async function approve(tx: Tx, runner: Runner, row: ActionRow): Promise<Record<string, unknown>> {
  next(AGENT_ACTION, row.status, 'approve'); // the machine's 409 for a decided action
  const fail = async (reason: string) => presentAction(tx, await moveAction(tx, row, 'fail', { failureReason: reason }), tx.now);
  const agent = await lockAgent(tx, row.agent_id);
  if (!agent) return fail('AGENT_DELETED: the agent was deleted before the approval');
  let plan: Plan;
  let checked: { decision: Decision; spend: bigint };
  try {
    // Both only read: a refusal here leaves nothing half-written.
    plan = await planOf(tx, row, agent);
    checked = await decideFor(runner.ports, tx.now, agent, plan);
  } catch (err) {
    if (err instanceof ApiError) return fail(`${err.code}: ${err.reason}`);
    throw err;
  }
  // An approval outcome is what the platform is giving now; only a refusal stops it.
  if (checked.decision.outcome === 'REFUSE') return fail(`${checked.decision.code}: ${checked.decision.reason}`);
  if (plan.debited) {
    // Checked here so that short funds fail the action; the reservation at COMMIT still guards a race.
    const account = await findInternal(tx, tx.platformId, plan.debited);
    if (!account || account.available < plan.amount) {
      return fail(`INSUFFICIENT_FUNDS: the source account has ${account?.available ?? 0n} ${plan.currency} minor units available and the payment needs ${plan.amount}`);
    }
  }
  const { payment, transactionId } = await run(tx, runner, agent, plan, checked.spend);
  const moved = await moveAction(tx, row, 'approve', { transactionId: transactionId ?? undefined });
  return presentFresh(tx, moved, tx.now, payment);
}

async function reject(tx: Tx, row: ActionRow, reason: string | undefined): Promise<Record<string, unknown>> {
  const moved = await moveAction(tx, row, 'reject', { rejectionReason: reason ?? 'Rejected by the platform' });
  return presentAction(tx, moved, tx.now);
}

const actionNotFound = () => errors.NOT_FOUND('No action with that id for that agent on this platform; send ids as GET /agents/approvals lists them');

/** The platform's action by its agent's and its own public id, locked. */
async function platformAction(tx: Tx, agentPublicId: string, actionPublicId: string): Promise<ActionRow> {
  const agentId = parseId('Agent', agentPublicId);
  const actionId = parseId('AgentAction', actionPublicId);
  const row = agentId && actionId ? await findAction(tx, tx.platformId, actionId, true) : undefined;
  if (!row || row.agent_id !== agentId) throw actionNotFound();
  return row;
}

/** Operation `approveAgentAction`. */
export async function approveAgentAction(tx: Tx, runner: Runner, agentId: string, actionId: string): Promise<Record<string, unknown>> {
  return approve(tx, runner, await platformAction(tx, agentId, actionId));
}

/** Operation `rejectAgentAction`. */
export async function rejectAgentAction(tx: Tx, agentId: string, actionId: string, reason: string | undefined): Promise<Record<string, unknown>> {
  return reject(tx, await platformAction(tx, agentId, actionId), reason);
}

/**
 * The agent action a transaction id names, locked: a pending quote's (known before it executes)
 * or an executed payment's; 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL unless it still waits.
 */
async function actionOfTransaction(tx: Tx, publicId: string): Promise<ActionRow | undefined> {
  const uuid = parseId('Transaction', publicId);
  const row = uuid ? await findActionByTransaction(tx, tx.platformId, uuid, true) : undefined;
  if (row && row.status !== 'PENDING_APPROVAL') {
    throw errors.TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL(`The transaction is not awaiting platform approval: its agent action is ${row.status}`);
  }
  return row;
}

/**
 * Operation `approvePendingPayment`: an agent-initiated payment is decided as its action
 * (one decision, whichever path; the answer is the action), any other as an incoming payment.
 */
export async function approvePayment(tx: Tx, runner: Runner, transactionId: string): Promise<Record<string, unknown>> {
  const row = await actionOfTransaction(tx, transactionId);
  return row ? approve(tx, runner, row) : approvePendingPayment(tx, transactionId);
}

/** Operation `rejectPendingPayment`: as approvePayment, for a rejection. */
export async function rejectPayment(tx: Tx, transactionId: string, reason: string | undefined): Promise<Record<string, unknown>> {
  const row = await actionOfTransaction(tx, transactionId);
  return row ? reject(tx, row, reason) : rejectPendingPayment(tx, transactionId);
}

/** Operations `agentListActions` (one agent's) and `listAgentApprovals` (the platform's). */
export async function pageOfActions(sql: Sql, platformId: string, filters: ActionFilters, page: PageRequest, now: Date): Promise<Page<Record<string, unknown>>> {
  const rows = await listActions(sql, platformId, filters, page);
  return { ...rows, data: await Promise.all(rows.data.map((r) => presentAction(sql, r, now))) };
}

/** Operation `agentGetAction`: one of the agent's own actions. */
export async function agentGetAction(sql: Sql, scope: AgentScope, publicId: string, now: Date): Promise<Record<string, unknown>> {
  const uuid = parseId('AgentAction', publicId);
  const row = uuid ? await findAction(sql, scope.platformId, uuid) : undefined;
  if (!row || row.agent_id !== scope.agentId) throw errors.NOT_FOUND('No action with that id for this agent; send an id as GET /agents/me/actions lists it');
  return presentAction(sql, row, now);
}

export { executeQuotePlan, transferInPlan, transferOutPlan };
