import type { Sql } from '../../db/driver.ts';
import { type ApiError, errors } from '../../http/errors.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { Tx } from '../../kernel/tx.ts';
import { type AgentPermission, type AgentRecord, findAgent, lockAgent } from '../agents/index.ts';
import { type Decision, gateRefusal } from './policy-decision.ts';

/** Who an agent operation acts for: the agent and its customer, every lookup scoped to that customer. */
export interface AgentScope {
  platformId: string;
  agentId: string;
  customerId: string;
}

export function scopeOf(caller: Caller): AgentScope {
  // The router lets only AgentAuth reach /agents/me operations; this is the type's proof of it.
  if (caller.kind !== 'agent' || !caller.agentId || !caller.customerId) throw errors.UNAUTHORIZED('This operation is called with an agent access token');
  return { platformId: caller.platformId, agentId: caller.agentId, customerId: caller.customerId };
}

/** The 403 of a policy refusal; `details.policyRefusal` names the row of the decision table. */
export function refusalError(decision: Extract<Decision, { outcome: 'REFUSE' }>, needed?: AgentPermission): ApiError {
  return errors.FORBIDDEN(decision.reason, { policyRefusal: decision.code, ...(decision.code === 'PERMISSION_MISSING' && needed ? { requiredPermission: needed } : {}) });
}

// A deleted agent's token stops working at once; one deleted mid-request is refused the same way.
const gone = () => errors.UNAUTHORIZED('The agent no longer exists; its access token stopped working when it was deleted');

/** A read: the agent as it is now, and the permission it needs (null: none). */
export async function readingAgent(db: Sql, scope: AgentScope, needed: AgentPermission | null): Promise<AgentRecord> {
  const agent = await findAgent(db, scope.platformId, scope.agentId);
  if (!agent) throw gone();
  const refused = gateRefusal(false, agent.policy.permissions, needed);
  if (refused?.outcome === 'REFUSE') throw refusalError(refused, needed ?? undefined);
  return agent;
}

/**
 * A write: the agent row locked for the rest of the transaction (its usage is read and counted
 * under that lock), refused when paused or lacking `needed`.
 */
export async function actingAgent(tx: Tx, scope: AgentScope, needed: AgentPermission | null): Promise<AgentRecord> {
  const agent = await lockAgent(tx, scope.agentId);
  if (!agent) throw gone();
  const refused = gateRefusal(agent.isPaused, agent.policy.permissions, needed);
  if (refused?.outcome === 'REFUSE') throw refusalError(refused, needed ?? undefined);
  return agent;
}
